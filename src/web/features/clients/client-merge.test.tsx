import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { sampleClient } from './test-data';

// ADR 0037: a save that meets another editor's write to other fields saves over it at once.
const SHOW = 'GET /api/v1/clients/3';
const PUT = 'PUT /api/v1/clients/3';
const PROJECTS = 'GET /api/v1/projects?limit=500&without_client=true';
const loaded = sampleClient(3, { organization_name: 'Acme', phone_number: '0100', city: 'Oslo' });

/** The 412 a PUT gets when `by` saved the client after this form loaded it. */
const stale = (by: string, etag: string, current: Record<string, unknown>) =>
  reply(412, {
    message: `This client was changed by ${by} after the version you sent (If-Match)`,
    updated_by: by,
    updated_at: new Date().toISOString(),
    etag,
    current: { ...loaded, ...current },
  });

const ifMatchOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['If-Match'];

/** Opens the client as admin, types a new city and saves; the PUTs answer in turn. */
async function saveCity(answers: Response[]) {
  let n = 0;
  const fetchMock = stubFetch({
    [SHOW]: reply(200, loaded, { ETag: '"4-mine"' }),
    [PROJECTS]: reply(200, []),
    [PUT]: () => answers[n++]!.clone(),
  });
  const user = userEvent.setup();
  renderApp('/dashboard/clients/3', signedInAs('admin'));
  const city = await screen.findByLabelText('Location (City)');
  await user.clear(city);
  await user.type(city, 'Bergen');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const puts = () =>
    fetchMock.mock.calls
      .map((call, index) => ({ init: call[1], index }))
      .filter(({ init }, i) => `${init?.method} ${String(fetchMock.mock.calls[i]![0])}` === PUT);
  return { fetchMock, puts };
}

describe('a save that meets a change to other fields', () => {
  it('saves my fields over theirs without asking, then says who changed what', async () => {
    const { fetchMock, puts } = await saveCity([
      stale('chief', '"5-theirs"', { phone_number: '0199' }),
      reply(200, { ...loaded, phone_number: '0199', city: 'Bergen' }, { ETag: '"6-x"' }),
    ]);
    const notice = await screen.findByText(
      'chief changed Contact phone meanwhile; both changes kept.',
    );
    expect(notice.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('alert')).toBeNull();
    const [first, second] = puts();
    expect(ifMatchOf(first!.init)).toBe('"4-mine"');
    // Only my field, over the version chief made.
    expect(ifMatchOf(second!.init)).toBe('"5-theirs"');
    expect(sentBody(fetchMock, second!.index)).toEqual({ id: 3, client: { city: 'Bergen' } });
    expect((screen.getByLabelText('Contact phone') as HTMLInputElement).value).toBe('0199');
    expect((screen.getByLabelText('Location (City)') as HTMLInputElement).value).toBe('Bergen');
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('names the signed-in account "you, in another window" when it wrote elsewhere', async () => {
    await saveCity([
      stale('admin', '"5-theirs"', { phone_number: '0199' }),
      reply(200, { ...loaded, phone_number: '0199', city: 'Bergen' }, { ETag: '"6-x"' }),
    ]);
    expect(
      await screen.findByText(
        'You, in another window, changed Contact phone meanwhile; both changes kept.',
      ),
    ).toBeTruthy();
  });

  it('a conflict with my own other window names it so too', async () => {
    await saveCity([stale('admin', '"5-theirs"', { city: 'Tromsø' })]);
    expect(
      await screen.findByRole('alert', {
        name: /Location \(City\) was changed by you, in another window, just now, after you opened this client/,
      }),
    ).toBeTruthy();
  });

  it('merges over each write it meets, and names them all', async () => {
    const { puts } = await saveCity([
      stale('chief', '"5-a"', { phone_number: '0199' }),
      stale('ana', '"6-b"', { phone_number: '0199', organization_name: 'Acme Ltd' }),
      reply(200, { ...loaded, city: 'Bergen' }, { ETag: '"7-x"' }),
    ]);
    expect(
      await screen.findByText(
        'chief changed Contact phone and ana changed Name of organization meanwhile; all changes kept.',
      ),
    ).toBeTruthy();
    expect(puts().map(({ init }) => ifMatchOf(init))).toEqual(['"4-mine"', '"5-a"', '"6-b"']);
  });
});
