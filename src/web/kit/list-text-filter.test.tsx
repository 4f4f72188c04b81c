import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../test-utils/render-app';
import { listUrls, reply, stubFetch } from '../test-utils/test-fetch';
import { sampleClient } from '../features/clients/test-data';

// A typed filter of a list, driven through the clients list's "Country" (`?country=`).
const total = (n: number) => ({ 'X-Total-Count': String(n) });
const NORWAY = 'GET /api/v1/clients?country=Norway&limit=20&offset=0';
const norwegian = sampleClient(2, { organization_name: 'Fjord AS', country: 'Norway' });
const countryBox = () => screen.getByRole('searchbox', { name: 'Country' }) as HTMLInputElement;
const exportHref = () => screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href');

describe('a list’s typed filter (the clients’ Country)', () => {
  it('narrows the list once typing pauses, in the URL and the CSV link, from page 1', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/clients?limit=20&offset=20': reply(200, [sampleClient(21)], total(30)),
      [NORWAY]: reply(200, [norwegian], total(1)),
    });
    renderApp('/dashboard/clients?page=2', signedInAs('admin'));
    await screen.findByText('Org 21');
    await userEvent.setup().type(countryBox(), 'Norway');
    expect(await screen.findByText('Fjord AS')).toBeTruthy();
    expect(exportHref()).toBe('/api/v1/clients.csv?country=Norway');
    // The list reads its filters from the URL only: one request for the word typed, none for its
    // first letters, at offset 0 (the page left the URL).
    expect(listUrls(fetchMock).filter((url) => url.includes('country='))).toEqual([
      '/api/v1/clients?country=Norway&limit=20&offset=0',
    ]);
  });

  it('reads the URL back into the box, and "Clear filters" empties both', async () => {
    stubFetch({
      [NORWAY]: reply(200, [], total(0)),
      'GET /api/v1/clients?limit=20&offset=0': reply(200, [sampleClient(1)], total(1)),
    });
    renderApp('/dashboard/clients?country=Norway', signedInAs('admin'));
    expect(await screen.findByText('No clients match these filters.')).toBeTruthy();
    expect(countryBox().value).toBe('Norway');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Org 1')).toBeTruthy();
    expect(countryBox().value).toBe('');
    expect(exportHref()).toBe('/api/v1/clients.csv');
  });
});
