import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleProject } from './test-data';

const FIRST_PAGE = 'GET /api/v1/projects?limit=20&offset=0';

describe('the projects list', () => {
  it('shows each project with its client, class, tasks and balance, in the order the server sends, and the add link', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(
        200,
        [
          sampleProject(2, {
            name: 'Alarm system',
            project_class: 'CCTV',
            client_id: 4,
            client_name: 'Harbour Ltd',
            balance: -1234.5,
            tasks_done: 1,
            tasks_total: 3,
          }),
          sampleProject(1, { name: 'Website', project_class: 'Web', balance: 20 }),
        ],
        { 'X-Total-Count': '2' },
      ),
    });
    renderApp('/dashboard/projects', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'Projects' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Alarm systemHarbour Ltd · CCTV1 of 3 tasks doneBalance -$1,234.50',
      'WebsiteNo client · WebNo tasksBalance $20.00',
    ]);
    // Below zero in the danger colour, as on the project's screen.
    expect(within(rows[0]!).getByText('-$1,234.50').className).toContain('kit-negative');
    expect(within(rows[1]!).getByText('$20.00').className).not.toContain('kit-negative');
    expect(rows[0]?.getAttribute('href')).toBe('/dashboard/projects/2');
    expect(screen.getByText('2 projects')).toBeTruthy();
    expect(screen.getByLabelText('Search projects')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Add Project' }).getAttribute('href')).toBe(
      '/dashboard/projects/new',
    );
  });

  it('says what to do when there are no projects', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, [], { 'X-Total-Count': '0' }) });
    renderApp('/dashboard/projects', signedInAs('admin'));
    const empty = await screen.findByText(/No projects yet/);
    expect(within(empty).getByRole('link', { name: '+ Add Project' })).toBeTruthy();
  });
});
