import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrashEntry } from '../../../shared/trash';
import { lazyScreensLoaded, renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const FIRST = 'GET /api/v1/trash?limit=50';

const entry = (overrides: Partial<TrashEntry> = {}): TrashEntry => ({
  resource: 'projects',
  id: 7,
  title: 'Roof',
  deleted_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  deleted_by: 'chief',
  took_along: { fundings: 2, expenses: 1, tasks: 3 },
  ...overrides,
});

const callsTo = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

const rows = () =>
  within(screen.getByRole('list', { name: 'Deleted records' })).queryAllByRole('article');

describe('the Trash screen', () => {
  it('lists what was deleted, by whom, when and what it took along', async () => {
    stubFetch({
      [FIRST]: reply(
        200,
        [entry(), entry({ resource: 'clients', id: 3, title: 'Acme', took_along: {} })],
        {
          'X-Total-Count': '2',
        },
      ),
    });
    renderApp('/dashboard/trash', signedInAs('admin'));
    await lazyScreensLoaded();
    const row = await screen.findByRole('article', { name: 'Project “Roof”' });
    expect(row.textContent).toContain(
      'Deleted by chief 3 hours ago, with 2 fundings, 1 expense and 3 tasks',
    );
    expect(screen.getByText('2 records in the trash')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    // Delete forever is for superusers only.
    expect(within(row).queryByRole('button', { name: /Delete forever/ })).toBeNull();
  });

  it('restores a record: the row goes, and a toast links to it', async () => {
    const fetchMock = stubFetch({
      [FIRST]: reply(200, [entry()], { 'X-Total-Count': '1' }),
      'POST /api/v1/trash/projects/7/restore': reply(200, { id: 7, name: 'Roof' }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/trash', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Restore Project “Roof”' }));
    expect(await screen.findByText('Project “Roof” restored')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View project' }).getAttribute('href')).toBe(
      '/dashboard/projects/7',
    );
    expect(callsTo(fetchMock, 'POST /api/v1/trash/projects/7/restore')).toHaveLength(1);
    expect(await screen.findByText('The trash is empty.')).toBeTruthy();
    expect(screen.getByText('0 records in the trash')).toBeTruthy();
  });

  it('links a restored part to its parent’s screen', async () => {
    stubFetch({
      [FIRST]: reply(200, [
        entry({ resource: 'fundings', id: 12, title: 'Grant', took_along: {} }),
      ]),
      'POST /api/v1/trash/fundings/12/restore': reply(200, {
        id: 12,
        source: 'Grant',
        project_id: 7,
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/trash', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Restore Funding “Grant”' }));
    const link = await screen.findByRole('link', { name: 'View funding' });
    expect(link.getAttribute('href')).toBe('/dashboard/projects/7');
  });

  it('shows why a restore was refused in the row, and keeps it', async () => {
    const message = 'Its project is in the trash: restore the project first.';
    stubFetch({
      [FIRST]: reply(200, [entry({ resource: 'tasks', id: 4, title: 'Mount', took_along: {} })]),
      'POST /api/v1/trash/tasks/4/restore': reply(409, { message }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/trash', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Restore Task “Mount”' }));
    const row = screen.getByRole('article', { name: 'Task “Mount”' });
    expect((await within(row).findByRole('alert')).textContent).toContain(message);
    expect(rows()).toHaveLength(1);
  });

  it('narrows to one resource through ?resource=', async () => {
    const fetchMock = stubFetch({
      [FIRST]: reply(200, [entry()]),
      'GET /api/v1/trash?resource=notes&limit=50': reply(200, [], { 'X-Total-Count': '0' }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/trash', signedInAs('admin'));
    await screen.findByRole('article', { name: 'Project “Roof”' });
    await user.selectOptions(screen.getByLabelText('Resource'), 'Notes');
    expect(await screen.findByText('No notes in the trash.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/v1/trash?resource=notes&limit=50')).toHaveLength(1);
    expect(path()).toBe('/dashboard/trash');
  });

  it('lets a superuser delete forever, after asking', async () => {
    const fetchMock = stubFetch({
      [FIRST]: reply(200, [entry()], { 'X-Total-Count': '1' }),
      'DELETE /api/v1/trash/projects/7': reply(200, { resource: 'projects', id: 7 }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/trash', signedInAs('superuser'));
    const erase = await screen.findByRole('button', { name: 'Delete forever Project “Roof”' });
    await user.click(erase);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete project “Roof” forever?' });
    expect(dialog.textContent).toContain(
      'It cannot be restored afterwards, nor what it took along: 2 fundings, 1 expense and 3 tasks.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE /api/v1/trash/projects/7')).toHaveLength(0);

    await user.click(erase);
    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('Project “Roof” deleted forever')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/v1/trash/projects/7')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });
});
