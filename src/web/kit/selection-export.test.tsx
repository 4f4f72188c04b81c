import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleClient } from '../features/clients/test-data';
import { renderApp, signedInAs } from '../test-utils/render-app';
import { reply, stubFetch } from '../test-utils/test-fetch';

// The bulk bar's "Export CSV", driven through the clients list, which composes it: the picked
// records by id, or every match once "Select all N matching" picked them.
const total = (n: number) => ({ 'X-Total-Count': String(n) });
const selectionExport = () => screen.getByRole('link', { name: /^Export CSV of / });

describe('Export CSV of a selection', () => {
  it('links to the list’s CSV of the picked ids, following each pick', async () => {
    stubFetch({
      'GET /api/v1/clients?q=org&limit=20&offset=0': reply(
        200,
        [12, 3, 7].map((id) => sampleClient(id)),
        total(3),
      ),
    });
    renderApp('/dashboard/clients?q=org', signedInAs('admin'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Org 12' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Org 3' }));
    const link = selectionExport();
    expect(link.getAttribute('href')).toBe('/api/v1/clients.csv?ids=3,12');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('aria-label')).toBe('Export CSV of the 2 clients selected');
    expect(link.textContent).toBe('Export CSV');
    // The list's own link still takes the search alone.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/clients.csv?q=org',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Org 12' }));
    expect(selectionExport().getAttribute('href')).toBe('/api/v1/clients.csv?ids=3');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('link', { name: /^Export CSV of / })).toBeNull();
  });

  it('after "Select all N matching", exports what the search matches, until a pick changes it', async () => {
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => sampleClient(from + i));
    stubFetch({
      'GET /api/v1/clients?q=org&limit=20&offset=0': reply(200, page(1, 20), total(1200)),
      'GET /api/v1/clients?q=org&limit=500&offset=0': reply(200, page(1, 500), total(1200)),
      'GET /api/v1/clients?q=org&limit=500&offset=500': reply(200, page(501, 500), total(1200)),
    });
    renderApp('/dashboard/clients?q=org', signedInAs('admin'));
    const user = userEvent.setup();
    await screen.findByText('Org 1');
    await user.click(screen.getByRole('button', { name: 'Select all 1,200 matching' }));
    expect(await screen.findByText('1,000 selected')).toBeTruthy();
    const link = selectionExport();
    // Every match, past the 1,000 one action takes: the file is the list's search.
    expect(link.getAttribute('href')).toBe('/api/v1/clients.csv?q=org');
    expect(link.getAttribute('aria-label')).toBe('Export CSV of all 1,200 clients that match');
    await user.click(screen.getByRole('checkbox', { name: 'Select Org 2' }));
    expect(screen.getByText('999 selected')).toBeTruthy();
    const ids = selectionExport().getAttribute('href')!.split('?ids=')[1]!.split(',');
    expect(ids.length).toBe(999);
    expect(ids.slice(0, 3)).toEqual(['1', '3', '4']);
  });
});
