import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../test-utils/render-app';
import { reply, stubFetch, listUrls } from '../test-utils/test-fetch';

// The kit's sort headers, driven through the clients screen (any sortable list would do).
const total = (n: number) => ({ 'X-Total-Count': String(n) });
const client = (id: number, city: string) => ({
  id,
  organization_name: `Org ${id}`,
  phone_number: '',
  website: '',
  email_address: '',
  country: '',
  state: '',
  city,
  street: '',
  projects: [],
});
const headers = () => screen.getByRole('group', { name: 'Sort clients' });
const header = (name: string | RegExp) => within(headers()).getByRole('button', { name });

describe('sorting a list by its headers', () => {
  it('shows the list’s own order as current; a header sorts by it, again the other way', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/clients?limit=20&offset=0': reply(
        200,
        [client(1, 'Oslo'), client(2, 'Alta')],
        total(2),
      ),
      'GET /api/v1/clients?sort=city&limit=20&offset=0': reply(
        200,
        [client(2, 'Alta'), client(1, 'Oslo')],
        total(2),
      ),
      'GET /api/v1/clients?sort=-city&limit=20&offset=0': reply(
        200,
        [client(1, 'Oslo'), client(2, 'Alta')],
        total(2),
      ),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    await screen.findByText('Org 1');
    expect(
      within(headers())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Name ↑', 'City', 'Country', 'Email']);
    expect(header('Name, sorted ascending').getAttribute('aria-pressed')).toBe('true');
    expect(header('City').getAttribute('aria-pressed')).toBe('false');

    const user = userEvent.setup();
    await user.click(header('City'));
    expect(await screen.findByRole('button', { name: 'City, sorted ascending' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/clients.csv?sort=city',
    );

    // By keyboard: the header takes Enter as a button does.
    header(/^City/).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'City, sorted descending' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/clients.csv?sort=-city',
    );
    expect(listUrls(fetchMock)).toEqual([
      '/api/v1/clients?limit=20&offset=0',
      '/api/v1/clients?sort=city&limit=20&offset=0',
      '/api/v1/clients?sort=-city&limit=20&offset=0',
    ]);
  });

  it('reads the sort from the URL with the search, keeps it when paging, and starts again at page 1', async () => {
    const many = (from: number) => Array.from({ length: 20 }, (_, i) => client(from + i, 'Oslo'));
    stubFetch({
      'GET /api/v1/clients?q=org&sort=-country&limit=20&offset=20': reply(200, many(21), total(45)),
      'GET /api/v1/clients?q=org&sort=email_address&limit=20&offset=0': reply(
        200,
        many(1),
        total(45),
      ),
    });
    renderApp('/dashboard/clients?q=org&sort=-country&page=2', signedInAs('admin'));
    await screen.findByText('Org 21');
    expect(header('Country, sorted descending')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/dashboard/clients?q=org&sort=-country&page=3',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/clients.csv?q=org&sort=-country',
    );
    await userEvent.setup().click(header('Email'));
    expect(await screen.findByText('Org 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/clients.csv?q=org&sort=email_address',
    );
  });

  it('leaves out a sort the list does not offer (an old link): its own order', async () => {
    stubFetch({
      'GET /api/v1/clients?limit=20&offset=0': reply(200, [client(1, ''), client(2, '')], total(2)),
    });
    renderApp('/dashboard/clients?sort=street', signedInAs('admin'));
    await screen.findByText('Org 1');
    expect(header('Name, sorted ascending')).toBeTruthy();
  });
});
