import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const MINE = 'GET /api/v1/my-projects';

describe('My projects', () => {
  it("lists the linked client's projects with progress and each task's state, read-only", async () => {
    stubFetch({
      [MINE]: reply(200, {
        client: { organization_name: 'Acme' },
        projects: [
          {
            id: 3,
            name: 'Gate cameras',
            project_class: 'CCTV',
            tasks_done: 1,
            tasks_total: 2,
            tasks: [
              { id: 8, name: 'Mount', completed: false },
              { id: 7, name: 'Survey', completed: true },
            ],
          },
        ],
      }),
    });
    renderApp('/dashboard/my-projects', signedInAs('user'));
    expect(await screen.findByText('1 project for Acme')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Gate cameras' });
    expect(within(card).getByText('CCTV')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: /1 of 2 tasks done/ })).toBeTruthy();
    const tasks = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(tasks).toEqual(['MountTo do', 'SurveyDone']);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('checkbox')).toBeNull();
  });

  it('says what happens next when the account is not linked to a client', async () => {
    stubFetch({ [MINE]: reply(200, { client: null, projects: [] }) });
    renderApp('/dashboard/my-projects', signedInAs('user'));
    expect(await screen.findByText(/Your account is not linked to a client yet/)).toBeTruthy();
  });

  it('shows a failure with Retry, which asks again', async () => {
    let calls = 0;
    stubFetch({
      [MINE]: () =>
        ++calls === 1
          ? reply(500, { message: 'Internal server error' })
          : reply(200, { client: { organization_name: 'Acme' }, projects: [] }),
    });
    renderApp('/dashboard/my-projects', signedInAs('user'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your projects could not be loaded: Internal server error');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme has no projects yet.')).toBeTruthy();
  });
});
