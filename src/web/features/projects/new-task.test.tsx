import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { sampleDetail } from './test-data';

const SHOW = 'GET /api/v1/projects/5';

// Typing key by key takes a while on a busy machine; the assertions don't wait on it.
describe('new task', { timeout: 30_000 }, () => {
  it('names its project, requires a name, posts {task:{…, project_id}} and returns to the project', async () => {
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleDetail(5, { name: 'Alarm' })),
      'POST /api/v1/tasks': reply(201, {
        id: 9,
        name: 'Mount cameras',
        description: 'North wall',
        completed: false,
        project_id: 5,
      }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/projects/5/tasks/new', signedInAs('admin'));
    expect(await screen.findByRole('heading', { name: 'New task' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Alarm/ }).getAttribute('href')).toBe(
      '/dashboard/projects/5',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Mount cameras');
    await user.type(screen.getByLabelText('Description'), 'North wall');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path()).toBe('/dashboard/projects/5'));
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toEqual({
      task: { name: 'Mount cameras', description: 'North wall', project_id: 5 },
    });
  });

  it('goes back to the list when the project cannot be loaded', async () => {
    stubFetch({
      [SHOW]: reply(404, { message: 'Not found' }),
      'GET /api/v1/projects?limit=20&offset=0': reply(200, [], { 'X-Total-Count': '0' }),
    });
    const { path } = renderApp('/dashboard/projects/5/tasks/new', signedInAs('admin'));
    await waitFor(() => expect(path()).toBe('/dashboard/projects'));
  });
});
