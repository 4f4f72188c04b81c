import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/history';
import { lazyScreensLoaded, renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const ALL = 'GET /api/v1/activity?limit=50';

const entry = (id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  actor: 'chief',
  action: 'update',
  resource: 'clients',
  record_id: 3,
  parent: null,
  title: 'Acme',
  changes: [{ field: 'phone_number', from: '+1 555 0100', to: '+1 555 0199' }],
  address: null,
  import: null,
  ...overrides,
});

const callsTo = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the Activity screen', () => {
  it('lists every line with the labels of its screen, each linking to the record', async () => {
    stubFetch({
      [ALL]: reply(200, [
        entry(2),
        entry(1, {
          action: 'create',
          resource: 'fundings',
          record_id: 12,
          title: 'Grant',
          parent: { resource: 'projects', id: 7 },
          changes: [],
        }),
      ]),
    });
    renderApp('/dashboard/activity', signedInAs('admin'));
    await lazyScreensLoaded();
    const list = await screen.findByRole('list', { name: 'Activity' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'chief changed client “Acme”: Contact phone from +1 555 0100 to +1 555 0199 5 minutes ago',
        '/dashboard/clients/3',
      ],
      ['chief added funding “Grant” 5 minutes ago', '/dashboard/projects/7'],
    ]);
    expect(within(list).getAllByText('5 minutes ago')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
  });

  it('asks again with each filter, and clears them all', async () => {
    const filtered = 'GET /api/v1/activity?user=chief&resource=clients&action=delete&limit=50';
    const fetchMock = stubFetch({
      [ALL]: reply(200, [entry(1)]),
      'GET /api/v1/activity?resource=clients&limit=50': reply(200, [entry(1)]),
      'GET /api/v1/activity?resource=clients&action=delete&limit=50': reply(200, []),
      [filtered]: reply(200, []),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/activity', signedInAs('admin'));
    await screen.findByRole('list', { name: 'Activity' });
    await user.selectOptions(screen.getByLabelText('Resource'), 'Clients');
    await user.selectOptions(screen.getByLabelText('Action'), 'Deleted');
    await user.type(screen.getByLabelText('User'), 'chief');
    await waitFor(() => expect(callsTo(fetchMock, filtered)).toHaveLength(1));
    expect(await screen.findByText('No activity matches these filters.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(callsTo(fetchMock, ALL)).toHaveLength(2));
    expect((screen.getByLabelText('User') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Resource') as HTMLSelectElement).value).toBe('');
  });

  it('reads the filters from the URL, days included', async () => {
    const url = 'GET /api/v1/activity?from=2026-11-01&to=2026-11-30&limit=50';
    const fetchMock = stubFetch({ [url]: reply(200, []) });
    renderApp('/dashboard/activity?from=2026-11-01&to=2026-11-30', signedInAs('admin'));
    expect(await screen.findByText('No activity matches these filters.')).toBeTruthy();
    expect(callsTo(fetchMock, url)).toHaveLength(1);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('shows one import’s writes from the URL, as a chip that removes the filter', async () => {
    const url = 'GET /api/v1/activity?import_id=7&limit=50';
    const imported = {
      ...entry(1, { action: 'create', changes: [] }),
      import: { id: 7, file_name: 'clients.csv' },
    };
    const fetchMock = stubFetch({ [url]: reply(200, [imported]), [ALL]: reply(200, []) });
    const user = userEvent.setup();
    renderApp('/dashboard/activity?import_id=7', signedInAs('admin'));
    expect(
      await screen.findByRole('link', {
        name: 'chief imported client “Acme” from clients.csv 5 minutes ago',
      }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, url)).toHaveLength(1);
    expect(screen.getByText('Import #7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/activity.csv?import_id=7',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the filter Import #7' }));
    await waitFor(() => expect(callsTo(fetchMock, ALL)).toHaveLength(1));
    expect(screen.queryByText('Import #7')).toBeNull();
    expect(await screen.findByText('No activity recorded yet.')).toBeTruthy();
  });

  it('leaves out an import id that is not one', async () => {
    const fetchMock = stubFetch({ [ALL]: reply(200, []) });
    renderApp('/dashboard/activity?import_id=7x', signedInAs('admin'));
    expect(await screen.findByText('No activity recorded yet.')).toBeTruthy();
    expect(callsTo(fetchMock, ALL)).toHaveLength(1);
    expect(screen.queryByText(/Import #/)).toBeNull();
  });

  it('does not ask for a From after the To, and says why', async () => {
    const fetchMock = stubFetch({});
    renderApp('/dashboard/activity?from=2026-11-30&to=2026-11-01', signedInAs('admin'));
    expect(await screen.findByText('From must be on or before To.')).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/activity'))).toEqual([]);
  });

  it('offers account events to superusers only', async () => {
    stubFetch({ [ALL]: reply(200, []) });
    renderApp('/dashboard/activity', signedInAs('admin'));
    await screen.findByText('No activity recorded yet.');
    expect(options('Resource')).not.toContain('Accounts');
    expect(options('Action')).not.toContain('Signed in');
  });

  it('links an account event to the account for a superuser, when there is one', async () => {
    const signIn = entry(1, {
      action: 'sign_in',
      resource: 'users',
      record_id: 9,
      actor: 'bob',
      title: 'bob',
      changes: [],
      address: '203.0.113.9',
    });
    const nobody = entry(2, {
      ...signIn,
      action: 'sign_in_failed',
      record_id: null,
      actor: null,
      title: null,
    });
    stubFetch({ [ALL]: reply(200, [nobody, signIn]) });
    renderApp('/dashboard/activity', signedInAs('superuser'));
    const link = await screen.findByRole('link', {
      name: 'bob signed in from 203.0.113.9 5 minutes ago',
    });
    expect(link.getAttribute('href')).toBe('/dashboard/users/9');
    // A sign-in under a name no account has: shown, with nothing to open.
    const list = screen.getByRole('list', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toBe(
      'A sign-in failed from 203.0.113.9 5 minutes ago',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(options('Resource')).toContain('Accounts');
    expect(options('Action')).toContain('Failed sign-in');
  });
});
