import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

const enquiry = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Visitor ${id}`,
  email_address: `v${id}@example.com`,
  service: 'cctv',
  message: 'Four cameras for a warehouse.',
  status: 'new',
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  updated_by: null,
  ...overrides,
});

describe('the Enquiries screen', () => {
  it('lists them with service, date and status; filters by status and exports what is shown', async () => {
    stubFetch({
      'GET /api/v1/enquiries?limit=20&offset=0': reply(
        200,
        [enquiry(2), enquiry(1, { service: '', status: 'answered' })],
        { 'X-Total-Count': '2' },
      ),
      'GET /api/v1/enquiries?status=new&limit=20&offset=0': reply(200, [enquiry(2)], {
        'X-Total-Count': '1',
      }),
    });
    renderApp('/dashboard/enquiries', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'Enquiries' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Visitor 2CCTV installation · Four cameras.*2 Mar 2026.*New$/),
      expect.stringMatching(/^Visitor 1Something else · .*Answered$/),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Visitor 2' }).getAttribute('href')).toBe(
      '/dashboard/enquiries/2',
    );
    expect(screen.getByText('2 enquiries')).toBeTruthy();

    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'New');
    await waitFor(() => expect(screen.getByText('1 enquiry')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/enquiries.csv?status=new',
    );
  });

  it('opens one with a reply link, and marks it answered over the version loaded', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/enquiries/5': reply(200, enquiry(5), { ETag: '"1-abc"' }),
      'PUT /api/v1/enquiries/5': reply(
        200,
        enquiry(5, { status: 'answered', updated_by: 'admin' }),
        { ETag: '"2-def"' },
      ),
    });
    renderApp('/dashboard/enquiries/5', signedInAs('admin'));
    await screen.findByRole('heading', { name: 'From Visitor 5' });
    expect(screen.getByText('Four cameras for a warehouse.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toMatch(
      /^mailto:v5@example\.com\?subject=/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark answered' }));
    await screen.findByRole('button', { name: 'Mark as new again' });
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toEqual({ id: 5, enquiry: { status: 'answered' } });
    const headers = new Headers(fetchMock.mock.calls[put]![1]!.headers);
    expect(headers.get('If-Match')).toBe('"1-abc"');
  });

  it('deletes one for good, after asking, and goes back to the list', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/enquiries/6': reply(200, enquiry(6), { ETag: '"1-abc"' }),
      'DELETE /api/v1/enquiries/6': reply(200, { id: 6 }),
      'GET /api/v1/enquiries?limit=20&offset=0': reply(200, [], { 'X-Total-Count': '0' }),
    });
    const { path } = renderApp('/dashboard/enquiries/6', signedInAs('admin'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete this enquiry' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this enquiry?' });
    expect(dialog.textContent).toContain('cannot be restored');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(path()).toBe('/dashboard/enquiries'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
