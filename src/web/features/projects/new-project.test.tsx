import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { sampleProject } from './test-data';

// Typing key by key takes a while on a busy machine; the assertions don't wait on it.
describe('add project', { timeout: 30_000 }, () => {
  it('has a name and a 5-row description, posts {project:{…}} and returns to the list', async () => {
    const created = sampleProject(7, { name: 'Alarm', description: 'Two cameras' });
    const fetchMock = stubFetch({
      'POST /api/v1/projects': reply(201, created),
      'GET /api/v1/projects?limit=20&offset=0': reply(200, [created], { 'X-Total-Count': '1' }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/projects/new', signedInAs('admin'));
    expect(await screen.findByRole('heading', { name: 'Add project' })).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    expect(screen.getByLabelText('Description').getAttribute('rows')).toBe('5');
    await user.type(name, '  Alarm ');
    await user.type(screen.getByLabelText('Description'), 'Two cameras');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(path()).toBe('/dashboard/projects'));
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toEqual({
      project: { name: 'Alarm', description: 'Two cameras' },
    });
    expect(await screen.findByText('Project added')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View project' }).getAttribute('href')).toBe(
      '/dashboard/projects/7',
    );
  });

  it('chooses its client on the project itself', async () => {
    const created = sampleProject(8, { name: 'Gate', client_id: 3 });
    const fetchMock = stubFetch({
      'GET /api/v1/clients?limit=500': reply(
        200,
        [
          { id: 3, organization_name: 'Acme' },
          { id: 4, organization_name: 'Zeta' },
        ],
        { 'X-Total-Count': '2' },
      ),
      'POST /api/v1/projects': reply(201, created),
      'GET /api/v1/projects?limit=20&offset=0': reply(200, [created], { 'X-Total-Count': '1' }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/projects/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Name'), 'Gate');
    const client = screen.getByLabelText('Client');
    await screen.findByRole('option', { name: 'Acme' });
    await user.selectOptions(client, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path()).toBe('/dashboard/projects'));
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toEqual({
      project: { name: 'Gate', description: '', client_id: 3 },
    });
  });

  it('requires a name, naming it, and sends nothing', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    renderApp('/dashboard/projects/new', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Description'), 'No name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
