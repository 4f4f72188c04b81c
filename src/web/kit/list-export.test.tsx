import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lazyScreensLoaded, renderApp, signedInAs } from '../test-utils/render-app';
import { reply, stubFetch } from '../test-utils/test-fetch';

// The kit's "Export CSV" and list filters, driven through screens that compose them.
const total = (n: number) => ({ 'X-Total-Count': String(n) });
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
const exportLink = () => screen.getByRole('link', { name: 'Export CSV' });

describe('Export CSV on a list', () => {
  it('links to the list’s CSV with the search the screen shows, never its page', async () => {
    stubFetch({
      'GET /api/v1/clients?limit=20&offset=20': reply(200, [client(21, 'Org 21')], total(30)),
      'GET /api/v1/clients?q=acme+%26+sons&limit=20&offset=0': reply(
        200,
        [client(2, 'Acme & Sons')],
        total(1),
      ),
    });
    renderApp('/dashboard/clients?page=2', signedInAs('admin'));
    await screen.findByText('Org 21');
    const link = exportLink();
    expect(link.getAttribute('href')).toBe('/api/v1/clients.csv');
    expect(link.hasAttribute('download')).toBe(true);
    await userEvent.setup().type(screen.getByLabelText('Search clients'), 'acme & sons');
    await screen.findByText('Acme & Sons');
    expect(exportLink().getAttribute('href')).toBe('/api/v1/clients.csv?q=acme+%26+sons');
  });

  it('takes the activity log’s filters, and is not offered for a range that ends too soon', async () => {
    stubFetch({
      'GET /api/v1/activity?resource=clients&from=2026-11-01&limit=50': reply(200, []),
    });
    renderApp('/dashboard/activity?resource=clients&from=2026-11-01', signedInAs('admin'));
    await lazyScreensLoaded();
    await screen.findByText('No activity matches these filters.');
    expect(exportLink().getAttribute('href')).toBe(
      '/api/v1/activity.csv?resource=clients&from=2026-11-01',
    );
    await userEvent.setup().type(screen.getByLabelText('To'), '2026-10-01');
    expect(await screen.findByText('From must be on or before To.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });
});
