import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../test-utils/render-app';
import { reply, stubFetch, listUrls } from '../test-utils/test-fetch';

// The kit's page-size choice, driven through the clients screen (any list screen would do).
const client = (id: number) => ({
  id,
  organization_name: `Org ${id}`,
  phone_number: '',
  website: '',
  email_address: '',
  country: '',
  state: '',
  city: '',
  street: '',
  projects: [],
});
const clients = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => client(from + i));
const total = (n: number) => ({ 'X-Total-Count': String(n) });
const list = () => screen.findByRole('list', { name: 'Clients' });

describe('the list page size', () => {
  it('offers 20, 100 and 500 per page; a new size starts again at page 1', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/clients?limit=20&offset=20': reply(200, clients(21, 20), total(130)),
      'GET /api/v1/clients?limit=100&offset=0': reply(200, clients(1, 100), total(130)),
    });
    renderApp('/dashboard/clients?page=2', signedInAs('admin'));
    expect((await list()).querySelectorAll('li')).toHaveLength(20);
    const perPage = screen.getByRole('combobox', { name: 'Per page' }) as HTMLSelectElement;
    expect([...perPage.options].map((o) => o.value)).toEqual(['20', '100', '500']);
    expect(perPage.value).toBe('20');

    await userEvent.setup().selectOptions(perPage, '100');
    expect(await screen.findByText('Org 100')).toBeTruthy();
    // Up to 100 rows render plainly, every one in the DOM (windowed-rows.test.tsx: longer pages).
    expect((await list()).querySelectorAll('li a[href]')).toHaveLength(100);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/dashboard/clients?size=100&page=2',
    );
    expect(listUrls(fetchMock)).toEqual([
      '/api/v1/clients?limit=20&offset=20',
      '/api/v1/clients?limit=100&offset=0',
    ]);
  });

  it('reads the size from the URL and pages by it', async () => {
    stubFetch({
      'GET /api/v1/clients?limit=100&offset=100': reply(200, clients(101, 100), total(250)),
    });
    renderApp('/dashboard/clients?size=100&page=2', signedInAs('admin'));
    expect(await screen.findByText('Org 101')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/dashboard/clients?size=100&page=3',
    );
  });

  it('falls back to 20 for a size it does not offer', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/clients?limit=20&offset=40': reply(200, clients(41, 20), total(250)),
    });
    renderApp('/dashboard/clients?size=7&page=3', signedInAs('admin'));
    expect(await screen.findByText('Org 41')).toBeTruthy();
    expect(screen.getByText('Page 3 of 13')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Per page' }) as HTMLSelectElement).value).toBe(
      '20',
    );
    expect(listUrls(fetchMock)).toHaveLength(1);
  });
});
