import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const FIRST_PAGE = 'GET /api/v1/waitlist?limit=20&offset=0';

describe('the Waitlist screen', () => {
  it('shows the addresses with their dates, the total and the CSV export', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(
        200,
        [
          { id: 2, email_address: 'new@example.com', created_at: '2026-03-02T10:00:00.000Z' },
          { id: 1, email_address: 'old@example.com', created_at: '2026-01-15T10:00:00.000Z' },
        ],
        { 'X-Total-Count': '2' },
      ),
    });
    renderApp('/dashboard/waitlist', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'Addresses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['new@example.comJoined 2 Mar 2026', 'old@example.comJoined 15 Jan 2026']);
    expect(screen.getByText('2 addresses')).toBeTruthy();
    // The kit's export, as on every list: the addresses the search selects.
    const download = screen.getByRole('link', { name: 'Export CSV' });
    expect(download.getAttribute('href')).toBe('/api/v1/waitlist.csv');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('says the list is empty, with nothing to add', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, [], { 'X-Total-Count': '0' }) });
    renderApp('/dashboard/waitlist', signedInAs('admin'));
    const empty = await screen.findByText('No addresses yet.');
    expect(within(empty).queryByRole('link')).toBeNull();
  });
});
