import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedView } from '../../shared/views';
import { renderApp, signedInAs } from '../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../test-utils/test-fetch';

// The kit's saved views above a list, driven through the clients screen (any list would do).
const client = (id: number, name: string) => ({
  id,
  organization_name: name,
  phone_number: '',
  website: '',
  email_address: '',
  country: '',
  state: '',
  city: 'Oslo',
  street: '',
  projects: [],
});
const view = (id: number, name: string, fields: Partial<SavedView> = {}): SavedView => ({
  id,
  resource: 'clients',
  name,
  query: 'q=oslo&sort=-city',
  shared: false,
  owner: { id: 1, username: 'admin' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const ROWS = reply(200, [client(1, 'Fjord AS'), client(2, 'Havn AS')], { 'X-Total-Count': '2' });
const SORTED = 'GET /api/v1/clients?q=oslo&sort=-city&limit=20&offset=0';
const PLAIN = 'GET /api/v1/clients?limit=20&offset=0';

const bar = () => screen.getByRole('navigation', { name: 'Saved views of clients' });
const chip = (name: string | RegExp) => within(bar()).getByRole('link', { name });
const dialog = () => screen.getByRole('dialog');

async function open(
  path: string,
  views: SavedView[],
  routes: Parameters<typeof stubFetch>[0] = {},
  role: 'admin' | 'superuser' = 'admin',
) {
  const fetchMock = stubFetch({
    'GET /api/v1/views': reply(200, views),
    [SORTED]: ROWS,
    [PLAIN]: ROWS,
    ...routes,
  });
  const user = userEvent.setup();
  const app = renderApp(path, signedInAs(role));
  await screen.findByText('Fjord AS');
  return { ...app, user, fetchMock };
}

describe('saved views above a list', () => {
  it('lists this list’s views as links, marks the one shown, and says whose the shared ones are', async () => {
    await open('/dashboard/clients?sort=-city&q=oslo', [
      view(1, 'Oslo, by city'),
      view(2, 'Everyone’s', {
        shared: true,
        query: 'sort=country',
        owner: { id: 7, username: 'chief' },
      }),
      view(3, 'Mine, shared', { shared: true, query: 'sort=email_address' }),
      view(4, 'Low stock', { resource: 'inventory', query: 'low_stock=true' }),
    ]);
    await waitFor(() => expect(chip('Oslo, by city')).toBeTruthy());
    const links = within(bar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'All clients',
      'Oslo, by city',
      'Everyone’s, by chief',
      'Mine, shared, Shared',
    ]);
    // The one the URL shows, whatever the order of its parameters.
    expect(chip('Oslo, by city').getAttribute('aria-current')).toBe('page');
    expect(chip('All clients').getAttribute('aria-current')).toBeNull();
    expect(chip(/^Everyone’s/).getAttribute('href')).toBe('/dashboard/clients?sort=country');
    expect(chip('All clients').getAttribute('href')).toBe('/dashboard/clients');
    // It is the person's own: they may rename or delete it.
    expect(within(bar()).getByRole('button', { name: 'Edit view' })).toBeTruthy();
  });

  it('opens a view: the list loads its query, and the view is marked', async () => {
    const { user, fetchMock } = await open('/dashboard/clients', [view(1, 'Oslo, by city')]);
    await waitFor(() => expect(chip('All clients').getAttribute('aria-current')).toBe('page'));
    await user.click(chip('Oslo, by city'));
    await waitFor(() => expect(chip('Oslo, by city').getAttribute('aria-current')).toBe('page'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(SORTED.slice(4));
    expect((screen.getByLabelText('Search clients') as HTMLInputElement).value).toBe('oslo');
    expect(screen.getByRole('button', { name: 'City, sorted descending' })).toBeTruthy();
  });

  it('saves the list as a view by keyboard: the name takes the focus, which comes back after', async () => {
    const saved = view(9, 'Oslo first', { shared: true });
    const { user, fetchMock } = await open('/dashboard/clients?q=oslo&sort=-city', [], {
      'POST /api/v1/views': reply(201, saved),
    });
    const button = within(bar()).getByRole('button', { name: 'Save view' });
    // No views yet: only the button.
    expect(within(bar()).queryAllByRole('link')).toEqual([]);
    button.focus();
    await user.keyboard('{Enter}');
    expect(within(dialog()).getByRole('heading', { name: 'Save view' })).toBeTruthy();
    const name = within(dialog()).getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    // Escape closes it, and the focus goes back.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    // A name is needed: said beside the field, which keeps the focus.
    await user.keyboard('{Enter}');
    expect(within(dialog()).getByText('Name is required')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog()).getByLabelText('Name'));
    await user.keyboard('Oslo first{Tab} ');
    expect(
      (within(dialog()).getByLabelText('Shared with all staff') as HTMLInputElement).checked,
    ).toBe(true);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, posted)).toEqual({
      view: { resource: 'clients', name: 'Oslo first', query: 'q=oslo&sort=-city', shared: true },
    });
    expect(await screen.findByText('View “Oslo first” saved')).toBeTruthy();
    expect(chip(/^Oslo first\W+Shared$/).getAttribute('aria-current')).toBe('page');
    // The same button, now for the view shown: the focus is back on it.
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('Edit view');
  });

  it('says a taken name beside the field, and any other refusal in an alert', async () => {
    const { user } = await open('/dashboard/clients?q=oslo&sort=-city', [], {
      'POST /api/v1/views': (init) =>
        JSON.parse(String(init.body)).view.name === 'Taken'
          ? reply(422, {
              message: 'You have a view of clients called “Taken” already',
              errors: { name: ['is taken: you have a view of clients with that name already'] },
            })
          : reply(503, { message: 'The database is unavailable. Try again shortly.' }),
    });
    await user.click(within(bar()).getByRole('button', { name: 'Save view' }));
    await user.keyboard('Taken{Enter}');
    expect(
      await within(dialog()).findByText(
        'Name is taken: you have a view of clients with that name already',
      ),
    ).toBeTruthy();
    const name = within(dialog()).getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.clear(name);
    await user.keyboard('Other{Enter}');
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(
      'The database is unavailable. Try again shortly.',
    );
  });

  it('renames and deletes the view shown, asking before the delete', async () => {
    const { user, fetchMock } = await open(
      '/dashboard/clients?q=oslo&sort=-city',
      [view(1, 'Oslo')],
      {
        'PUT /api/v1/views/1': reply(200, view(1, 'Oslo clients')),
        'DELETE /api/v1/views/1': reply(200, { id: 1 }),
      },
    );
    const button = await within(bar()).findByRole('button', { name: 'Edit view' });
    await user.click(button);
    const name = within(dialog()).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Oslo');
    await user.clear(name);
    await user.keyboard('Oslo clients{Enter}');
    await waitFor(() => expect(chip('Oslo clients').getAttribute('aria-current')).toBe('page'));
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toEqual({ view: { name: 'Oslo clients', shared: false } });

    await user.click(button);
    await user.click(within(dialog()).getByRole('button', { name: 'Delete view' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete this view?' });
    expect(ask.textContent).toContain('“Oslo clients” goes for good');
    // The safe choice has the focus; keeping it deletes nothing.
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Keep it' }));
    await user.keyboard('{Enter}');
    expect(chip('Oslo clients')).toBeTruthy();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(within(dialog()).getByRole('button', { name: 'Delete view' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete view' }),
    );
    expect(await screen.findByText('View “Oslo clients” deleted')).toBeTruthy();
    expect(within(bar()).queryAllByRole('link')).toEqual([]);
    expect(button.textContent).toBe('Save view');
    expect(document.activeElement).toBe(button);
  });

  it('another’s shared view is theirs to change: an admin saves a view of their own instead', async () => {
    const theirs = view(2, 'Chief’s', { shared: true, owner: { id: 7, username: 'chief' } });
    await open('/dashboard/clients?q=oslo&sort=-city', [theirs]);
    expect(
      (await within(bar()).findByRole('link', { name: /^Chief’s/ })).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(bar()).getByRole('button', { name: 'Save view' })).toBeTruthy();
  });

  it('a superuser may change anyone’s shared view, which stays its owner’s', async () => {
    const theirs = view(2, 'Chief’s', { shared: true, owner: { id: 7, username: 'chief' } });
    const { user } = await open('/dashboard/clients?q=oslo&sort=-city', [theirs], {}, 'superuser');
    await user.click(await within(bar()).findByRole('button', { name: 'Edit view' }));
    expect(within(dialog()).getByText(/^chief’s view: it stays theirs/)).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Delete view' })).toBeTruthy();
  });
});
