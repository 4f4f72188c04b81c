import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { sampleClient, sampleProject } from './test-data';

const SHOW = 'GET /api/v1/clients/3';
// The server selects the projects without a client: however many there are, all can be offered.
const PROJECTS = 'GET /api/v1/projects?limit=500&without_client=true';
const OVERVIEW = 'GET /api/v1/overview';
/** The overview's counts, as far as the Connect project hint reads them. */
const overviewWith = (projectsCount: number) => ({
  clients_count: 1,
  projects_count: projectsCount,
  pages_count: 0,
  notes_count: 0,
  inventory_items_count: 0,
  stickers_count: 0,
  tools_count: 0,
  low_stock: { inventory: 0, stickers: 0 },
  money: { funding: 0, costs: 0, profit: 0 },
  open_tasks: 0,
  recent_projects: [],
});
const LIST = 'GET /api/v1/clients?limit=20&offset=0';

const connected = { id: 10, name: 'Website', project_class: 'Web' };

const callsTo = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

const indexOf = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.findIndex(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

describe('client detail', () => {
  it('enables Save changes only after an edit, then PUTs {id, client}', async () => {
    const client = sampleClient(3, { organization_name: 'Acme', city: 'Oslo' });
    const fetchMock = stubFetch({
      [SHOW]: reply(200, client),
      [PROJECTS]: reply(200, []),
      'PUT /api/v1/clients/3': reply(200, { ...client, city: 'Bergen' }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    const city = await screen.findByLabelText('Location (City)');
    expect((city as HTMLInputElement).value).toBe('Oslo');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.clear(city);
    await user.type(city, 'Bergen');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await user.click(save);

    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    const put = indexOf(fetchMock, 'PUT /api/v1/clients/3');
    // Only the field changed: a field someone else changed meanwhile is never put back.
    expect(sentBody(fetchMock, put)).toEqual({ id: 3, client: { city: 'Bergen' } });
  });

  it('shows the save in its History card: the history loads again after it', async () => {
    const client = sampleClient(3, { organization_name: 'Acme', city: 'Oslo' });
    const line = {
      id: 1,
      at: new Date().toISOString(),
      actor: 'admin',
      action: 'update',
      resource: 'clients',
      record_id: 3,
      parent: null,
      title: 'Acme',
      changes: [{ field: 'city', from: 'Oslo', to: 'Bergen' }],
      address: null,
    };
    let saved = false;
    stubFetch({
      [SHOW]: reply(200, client, { ETag: '"1-a"' }),
      [PROJECTS]: reply(200, []),
      'GET /api/v1/clients/3/history?limit=20': () => reply(200, saved ? [line] : []),
      'PUT /api/v1/clients/3': () => {
        saved = true;
        return reply(200, { ...client, city: 'Bergen' }, { ETag: '"2-b"' });
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('No changes recorded yet.')).toBeTruthy();
    const city = screen.getByLabelText('Location (City)');
    await user.clear(city);
    await user.type(city, 'Bergen');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await within(history).findByText('admin changed Location (City) from Oslo to Bergen'),
    ).toBeTruthy();
  });

  it('shows a failed save in an in-page alert, never window.alert, and keeps the edit', async () => {
    stubFetch({
      [SHOW]: reply(200, sampleClient(3)),
      [PROJECTS]: reply(200, []),
      'PUT /api/v1/clients/3': reply(503, { message: 'The database is not answering' }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    await user.type(await screen.findByLabelText('Location (City)'), 'Oslo');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const shown = await screen.findByRole('alert');
    expect(shown.textContent).toContain('The database is not answering');
    expect(alert).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Location (City)') as HTMLInputElement).value).toBe('Oslo');
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    await user.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a field the browser refuses, naming it, without sending anything', async () => {
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleClient(3)),
      [PROJECTS]: reply(200, []),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    const email = await screen.findByLabelText('Contact email');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Contact email must be a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(callsTo(fetchMock, 'PUT /api/v1/clients/3')).toHaveLength(0);
  });

  it('lists connected projects, or says there are none', async () => {
    stubFetch({ [SHOW]: reply(200, sampleClient(3)), [PROJECTS]: reply(200, []) });
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    expect(await screen.findByText('This client has no projects.')).toBeTruthy();
  });

  it('with no projects at all, offers to add one rather than saying every project is taken', async () => {
    stubFetch({
      [SHOW]: reply(200, sampleClient(3)),
      [PROJECTS]: reply(200, []),
      [OVERVIEW]: reply(200, overviewWith(0)),
    });
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    const hint = await screen.findByText(/There are no projects yet\./);
    expect(within(hint).getByRole('link', { name: '+ Add Project' }).getAttribute('href')).toBe(
      '/dashboard/projects/new',
    );
    expect(screen.queryByText('Every project already has a client.')).toBeNull();
  });

  it('says every project already has a client only when there are projects and all are taken', async () => {
    // Its own projects say there are some: no count needed.
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleClient(3, { projects: [connected] })),
      [PROJECTS]: reply(200, []),
    });
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    expect(await screen.findByText('Every project already has a client.')).toBeTruthy();
    expect(screen.queryByText(/There are no projects yet/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Website' });
    expect(link.getAttribute('href')).toBe('/dashboard/projects/10');
    expect(within(link.closest('li') as HTMLElement).getByText('Web')).toBeTruthy();
    expect(callsTo(fetchMock, OVERVIEW)).toHaveLength(0);
  });

  it('with none of its own and none free, asks how many projects there are before saying all are taken', async () => {
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleClient(3)),
      [PROJECTS]: reply(200, []),
      [OVERVIEW]: reply(200, overviewWith(2)),
    });
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    expect(await screen.findByText('Every project already has a client.')).toBeTruthy();
    expect(screen.queryByText(/There are no projects yet/)).toBeNull();
    expect(callsTo(fetchMock, OVERVIEW)).toHaveLength(1);
  });

  it('connects: offers only projects without a client, sends {project:{client_id}}, reloads', async () => {
    let connectedYet = false;
    const fetchMock = stubFetch({
      [SHOW]: () =>
        reply(
          200,
          sampleClient(3, {
            projects: connectedYet ? [{ id: 12, name: 'Free one', project_class: 'Web' }] : [],
          }),
        ),
      [PROJECTS]: () =>
        reply(200, [
          ...(connectedYet ? [] : [sampleProject(12, { name: 'Free one' })]),
          sampleProject(13, { name: 'Free two' }),
        ]),
      'PUT /api/v1/projects/12': () => {
        connectedYet = true;
        return reply(200, sampleProject(12, { name: 'Free one', client_id: 3 }));
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    const select = await screen.findByLabelText('Connect project');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['--- Select project ---', 'Free one', 'Free two']),
    );
    await user.selectOptions(select, 'Free one');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByRole('button', { name: 'Disconnect Free one' })).toBeTruthy();
    const put = indexOf(fetchMock, 'PUT /api/v1/projects/12');
    expect(sentBody(fetchMock, put)).toEqual({ id: 12, project: { client_id: 3 } });
    expect(callsTo(fetchMock, SHOW)).toHaveLength(2);
    expect(callsTo(fetchMock, PROJECTS)).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['--- Select project ---', 'Free two']),
    );
  });

  it('with more free projects than one page lists, finds one by name and connects it', async () => {
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleClient(3)),
      // The first page of 501 free projects: the server holds more than it sends.
      [PROJECTS]: reply(200, [sampleProject(12, { name: 'Alpha' })], { 'X-Total-Count': '501' }),
      [`${PROJECTS}&q=zulu`]: reply(200, [sampleProject(40, { name: 'Zulu mast' })], {
        'X-Total-Count': '1',
      }),
      [`${PROJECTS}&q=nothing`]: reply(200, [], { 'X-Total-Count': '0' }),
      'PUT /api/v1/projects/40': reply(200, sampleProject(40, { client_id: 3 })),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    const find = await screen.findByRole('searchbox', { name: 'Find a project' });
    const select = screen.getByLabelText('Connect project');
    expect(find.getAttribute('aria-controls')).toBe(select.id);

    await user.type(find, 'nothing');
    await waitFor(() => expect(callsTo(fetchMock, `${PROJECTS}&q=nothing`)).toHaveLength(1));
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No project matches the search']),
    );
    // A search that finds nothing says nothing of the projects in general.
    expect(screen.queryByText('Every project already has a client.')).toBeNull();
    expect(screen.queryByText(/There are no projects yet/)).toBeNull();

    await user.clear(find);
    await user.type(find, 'zulu');
    await waitFor(() => expect(callsTo(fetchMock, `${PROJECTS}&q=zulu`)).toHaveLength(1));
    await within(select).findByRole('option', { name: 'Zulu mast' });
    expect(within(select).queryByRole('option', { name: 'Alpha' })).toBeNull();
    await user.selectOptions(select, 'Zulu mast');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/v1/projects/40')).toHaveLength(1));
    const put = indexOf(fetchMock, 'PUT /api/v1/projects/40');
    expect(sentBody(fetchMock, put)).toEqual({ id: 40, project: { client_id: 3 } });
  });

  it('disconnects with client_id null and reloads', async () => {
    let disconnected = false;
    const fetchMock = stubFetch({
      [SHOW]: () => reply(200, sampleClient(3, { projects: disconnected ? [] : [connected] })),
      [PROJECTS]: () => reply(200, disconnected ? [sampleProject(10, { client_id: null })] : []),
      'PUT /api/v1/projects/10': () => {
        disconnected = true;
        return reply(200, sampleProject(10, { client_id: null }));
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    const row = (await screen.findByRole('link', { name: 'Website' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Web')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Disconnect Website' }));

    expect(await screen.findByText('This client has no projects.')).toBeTruthy();
    const put = indexOf(fetchMock, 'PUT /api/v1/projects/10');
    expect(sentBody(fetchMock, put)).toEqual({ id: 10, project: { client_id: null } });
    expect(callsTo(fetchMock, SHOW)).toHaveLength(2);
    expect(callsTo(fetchMock, PROJECTS)).toHaveLength(2);
  });

  it('deletes without asking and returns to the list', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleClient(3)),
      [PROJECTS]: reply(200, []),
      'DELETE /api/v1/clients/3': reply(200, { id: 3 }),
      [LIST]: reply(200, [], { 'X-Total-Count': '0' }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/clients/3', signedInAs('admin'));
    expect(
      await screen.findByText('It goes to the trash for 30 days, where it can be restored.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete this client' }));
    await waitFor(() => expect(path()).toBe('/dashboard/clients'));
    expect(callsTo(fetchMock, 'DELETE /api/v1/clients/3')).toHaveLength(1);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("says how long the trash keeps it as the server's session told (TRASH_DAYS)", async () => {
    stubFetch({ [SHOW]: reply(200, sampleClient(3)), [PROJECTS]: reply(200, []) });
    renderApp('/dashboard/clients/3', signedInAs('admin', { trashDays: 7 }));
    expect(
      await screen.findByText('It goes to the trash for 7 days, where it can be restored.'),
    ).toBeTruthy();
  });

  it('offers Undo after the delete: it restores the client and goes back to it', async () => {
    const fetchMock = stubFetch({
      [SHOW]: reply(200, sampleClient(3, { organization_name: 'Acme' })),
      [PROJECTS]: reply(200, []),
      'DELETE /api/v1/clients/3': reply(200, { id: 3 }),
      [LIST]: reply(200, [], { 'X-Total-Count': '0' }),
      'POST /api/v1/trash/clients/3/restore': reply(
        200,
        sampleClient(3, { organization_name: 'Acme' }),
      ),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/clients/3', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Delete this client' }));
    await waitFor(() => expect(path()).toBe('/dashboard/clients'));
    const toast = (await screen.findByText('Client “Acme” deleted')).parentElement!;
    expect(toast.closest('[role="status"]')).not.toBeNull();
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(path()).toBe('/dashboard/clients/3'));
    expect(callsTo(fetchMock, 'POST /api/v1/trash/clients/3/restore')).toHaveLength(1);
    expect(await screen.findByText('Client “Acme” restored')).toBeTruthy();
    expect(await screen.findByLabelText('Name of organization')).toBeTruthy();
  });

  it('redirects to the list when the client fails to load', async () => {
    stubFetch({
      [SHOW]: reply(404, { message: 'Not found' }),
      [PROJECTS]: reply(200, []),
      [LIST]: reply(200, [], { 'X-Total-Count': '0' }),
    });
    const { path } = renderApp('/dashboard/clients/3', signedInAs('admin'));
    await waitFor(() => expect(path()).toBe('/dashboard/clients'));
  });
});
