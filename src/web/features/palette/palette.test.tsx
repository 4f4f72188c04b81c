import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../../shared/search';
import { recentKey } from '../../lib/recent-records';
import { PALETTE_DEBOUNCE_MS } from './use-palette-search';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const LIST = 'GET /api/v1/clients?limit=20&offset=0';
// A client as the API sends it (features do not share test data: they do not import each other).
const client = (id: number, organization_name: string) => ({
  id,
  organization_name,
  phone_number: '',
  website: '',
  email_address: '',
  country: '',
  state: '',
  city: '',
  street: '',
  projects: [],
});
const hit = (resource: SearchHit['resource'], id: number, title: string): SearchHit => ({
  resource,
  id,
  title,
  excerpt: `About ${title}`,
  url: `/dashboard/${resource}/${id}`,
});
const CLI = [hit('clients', 3, 'Clinic North'), hit('projects', 8, 'Clinic cameras')];

const palette = () => screen.getByRole('dialog', { name: 'Search the dashboard' });
const field = () => within(palette()).getByRole('combobox');
const selected = () =>
  within(palette())
    .getAllByRole('option')
    .filter((o) => o.getAttribute('aria-selected') === 'true')
    .map((o) => o.querySelector('.palette__label')?.textContent);

async function openOnClients(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ [LIST]: reply(200, [client(1, 'Org 1')]), ...routes });
  const user = userEvent.setup();
  const app = renderApp('/dashboard/clients', signedInAs('admin'));
  await screen.findByText('Org 1');
  return { ...app, user, fetchMock };
}

describe('the palette', () => {
  it('opens on Ctrl-K even in a field, as a combobox over grouped options', async () => {
    const { user } = await openOnClients({ 'GET /api/v1/search?q=cli&limit=20': reply(200, CLI) });
    await user.click(screen.getByLabelText('Search clients'));
    await user.keyboard('{Control>}k{/Control}');
    const input = field();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    // With nothing typed, My work is offered first.
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(selected()).toEqual(['Go to My work']);
    await user.keyboard('cli');
    await within(palette()).findByText('Clinic North');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = within(palette()).getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(groups).toHaveLength(3);
    expect(within(listbox).getByRole('group', { name: 'Actions' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Clients' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Projects' })).toBeTruthy();
    expect(within(palette()).getByRole('status').textContent).toBe('4 results');
    expect(selected()).toEqual(['New client']);
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('New client');
  });

  it('moves with the arrows (wrapping), Home and End, and opens the selection on Enter', async () => {
    const { user, path } = await openOnClients({
      'GET /api/v1/search?q=cli&limit=20': reply(200, CLI),
      // The screen it opens: without it, that screen's 404 would lead back to the list.
      'GET /api/v1/clients/3': reply(200, client(3, 'Clinic North')),
    });
    await user.keyboard('{Control>}k{/Control}cli');
    await within(palette()).findByText('Clinic North');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual(['Clinic cameras']);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['New client']);
    await user.keyboard('{End}');
    expect(selected()).toEqual(['Clinic cameras']);
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}');
    expect(selected()).toEqual(['Clinic North']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(path()).toBe('/dashboard/clients/3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, giving the focus back', async () => {
    const { user } = await openOnClients();
    const search = screen.getByLabelText('Search clients');
    await user.click(search);
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(field());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(search);
  });

  it('runs an action by its words: "new cli" then Enter opens New client', async () => {
    const { user, path } = await openOnClients({
      'GET /api/v1/search?q=new+cli&limit=20': reply(200, []),
    });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.keyboard('new cli');
    expect(selected()).toEqual(['New client']);
    await within(palette()).findByText('1 result');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(path()).toBe('/dashboard/clients/new'));
    // The form's first field keeps the focus: closing does not take it back to the button.
    const first = await screen.findByLabelText('Name of organization');
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('says when nothing matches, and when the search fails, in words', async () => {
    const { user } = await openOnClients({
      'GET /api/v1/search?q=zzz&limit=20': reply(200, []),
      'GET /api/v1/search?q=oops&limit=20': reply(503, { message: 'The database is away' }),
    });
    await user.keyboard('{Control>}k{/Control}zzz');
    expect(await within(palette()).findByText('No results for “zzz”')).toBeTruthy();
    expect(within(palette()).getByRole('listbox', { hidden: true }).hidden).toBe(true);
    await user.clear(field());
    await user.keyboard('oops');
    expect(
      await within(palette()).findByText('The search failed: The database is away'),
    ).toBeTruthy();
  });

  it('offers the records this user opened last when nothing is typed', async () => {
    stubFetch({
      'GET /api/v1/clients/3': reply(200, client(3, 'Acme')),
      'GET /api/v1/projects?limit=500': reply(200, []),
      'GET /api/v1/clients/3/history?limit=20': reply(200, []),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/clients/3', signedInAs('admin'));
    await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(localStorage.getItem(recentKey(1))).toContain('Acme'));
    await user.keyboard('{Control>}k{/Control}');
    const recent = within(palette()).getByRole('group', { name: 'Recently opened' });
    expect(within(recent).getByRole('option').textContent).toBe('AcmeClient');
    // My work comes first, then the records.
    expect(selected()).toEqual(['Go to My work']);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['Acme']);
  });

  it('lists the saved views as “View: …” and opens one on Enter, its query in the URL', async () => {
    const norway = {
      id: 4,
      resource: 'clients',
      name: 'Clients in Norway',
      query: 'q=norway&sort=-city',
      shared: true,
      owner: { id: 2, username: 'chief' },
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const { user, fetchMock } = await openOnClients({
      'GET /api/v1/views': reply(200, [norway]),
      'GET /api/v1/search?q=norw&limit=20': reply(200, []),
      'GET /api/v1/clients?q=norway&sort=-city&limit=20&offset=0': reply(200, [
        client(9, 'Fjord AS'),
      ]),
    });
    await user.keyboard('{Control>}k{/Control}norw');
    const views = await within(palette()).findByRole('group', { name: 'Saved views' });
    expect(within(views).getByRole('option').textContent).toBe(
      'View: Clients in NorwayClients · shared by chief',
    );
    expect(selected()).toEqual(['View: Clients in Norway']);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Fjord AS')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Search clients') as HTMLInputElement).value).toBe('norway');
    // Each opening asks again, so a view a colleague shared meanwhile is there.
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/views').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('gives an ordinary user only their own screens, and no record search', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    renderApp('/dashboard/account', signedInAs('user'));
    // The dashboard is a lazy chunk: Ctrl-K before it has loaded would open nothing.
    await screen.findByText('Your account');
    await user.keyboard('{Control>}k{/Control}');
    expect(within(palette()).getByRole('combobox', { name: 'Find an action' })).toBe(field());
    // A record search would start once typing pauses: the fake clock is moved past that pause
    // below. It also follows real time, for the testing library's own zero-length timeouts.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.keyboard('client');
    expect(await within(palette()).findByText('No results for “client”')).toBeTruthy();
    await user.clear(field());
    await user.keyboard('go');
    const options = within(palette())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Go to My projects', 'Go to My account']);
    act(() => vi.advanceTimersByTime(PALETTE_DEBOUNCE_MS * 2));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/search'))).toEqual([]);
    // Nor saved views, which are staff's.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/views'))).toEqual([]);
  });
});
