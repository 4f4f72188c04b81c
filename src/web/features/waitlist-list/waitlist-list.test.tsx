import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const FIRST_PAGE = 'GET /api/v1/waitlist?limit=20&offset=0';

describe('the Waitlist screen', () => {
  it('shows the addresses with their dates and confirmation, the total and the CSV export', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(
        200,
        [
          {
            id: 2,
            email_address: 'new@example.com',
            created_at: '2026-03-02T10:00:00.000Z',
            confirmed: false,
          },
          {
            id: 1,
            email_address: 'old@example.com',
            created_at: '2026-01-15T10:00:00.000Z',
            confirmed: true,
          },
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
    ).toEqual([
      'new@example.comJoined 2 Mar 2026Waiting for confirmationRemove',
      'old@example.comJoined 15 Jan 2026Confirmed: YesRemove',
    ]);
    expect(screen.getByText('2 addresses')).toBeTruthy();
    expect(screen.getByText('Confirmed on this page: 1 of 2')).toBeTruthy();
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

  it('removes an address once confirmed: the row and the count go, a toast says so', async () => {
    const fetchMock = stubFetch({
      [FIRST_PAGE]: reply(200, [ENTRY(2, 'new@example.com'), ENTRY(1, 'old@example.com')], {
        'X-Total-Count': '2',
      }),
      'DELETE /api/v1/waitlist/2': reply(200, { id: 2 }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/waitlist', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Remove new@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this address?' });
    expect(dialog.textContent).toMatch(/for good: it cannot be restored/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove new@example.com' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByText('new@example.com')).toBeNull());
    expect(screen.getByText('1 address')).toBeTruthy();
    expect(screen.getByText('Removed new@example.com from the waitlist.')).toBeTruthy();
  });

  it('says so when the address could not be removed, and keeps it', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(200, [ENTRY(2, 'new@example.com')], { 'X-Total-Count': '1' }),
      'DELETE /api/v1/waitlist/2': reply(403, { message: 'You may not do that' }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/waitlist', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Remove new@example.com' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(
      'new@example.com could not be removed: You may not do that',
    );
    expect(screen.getByText('new@example.com')).toBeTruthy();
  });
});

const ENTRY = (id: number, email_address: string) => ({
  id,
  email_address,
  created_at: '2026-03-02T10:00:00.000Z',
  confirmed: true,
});
