import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleProject } from './test-data';

const FIRST_PAGE = 'GET /api/v1/projects?limit=20&offset=0';

describe('the projects list', () => {
  it('shows each project with its class, in the order the server sends, and the add link', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(
        200,
        [
          sampleProject(2, { name: 'Alarm system', project_class: 'CCTV' }),
          sampleProject(1, { name: 'Website', project_class: 'Web' }),
        ],
        { 'X-Total-Count': '2' },
      ),
    });
    renderApp('/dashboard/projects', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'Projects' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(['Alarm systemCCTV', 'WebsiteWeb']);
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
