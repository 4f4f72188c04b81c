import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { sampleClient } from './test-data';

const SHOW = 'GET /api/v1/clients/3';
const PUT = 'PUT /api/v1/clients/3';
const PROJECTS = 'GET /api/v1/projects?limit=500&without_client=true';
const loaded = sampleClient(3, { organization_name: 'Acme', phone_number: '0100', city: 'Oslo' });
const twoMinutesAgo = () => new Date(Date.now() - 2 * 60_000).toISOString();

/** The 412 a PUT gets when chief saved the client after this form loaded it. */
const stale = (current: Record<string, unknown>) =>
  reply(412, {
    message: 'This client was changed by chief after the version you sent (If-Match)',
    updated_by: 'chief',
    updated_at: twoMinutesAgo(),
    etag: '"5-theirs"',
    current: { ...loaded, ...current },
  });

const puts = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls
    .map((call, index) => ({ call, index }))
    .filter(({ call: [url, init] }) => `${init?.method} ${String(url)}` === PUT);
const ifMatchOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['If-Match'];

async function openAndEdit(answers: Response[]) {
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
  return { fetchMock, user };
}

describe('a client changed by someone else after the form opened it', () => {
  it('says who changed what and when; keep mine saves my fields over theirs', async () => {
    // Chief changed the city too: the one field both changed makes it a conflict.
    const { fetchMock, user } = await openAndEdit([
      stale({ phone_number: '0199', city: 'Tromsø' }),
      reply(200, { ...loaded, phone_number: '0199', city: 'Bergen' }, { ETag: '"6-x"' }),
    ]);
    const alert = await screen.findByRole('alert', {
      name: /Contact phone and Location \(City\) were changed by chief 2 minutes ago, after you opened this client/,
    });
    // Only the city is weighed side by side: the phone only chief changed.
    expect(within(alert).getAllByText('Theirs:', { exact: false })).toHaveLength(1);
    expect((screen.getByLabelText('Location (City)') as HTMLInputElement).value).toBe('Bergen');
    const [first] = puts(fetchMock);
    expect(ifMatchOf(first!.call[1])).toBe('"4-mine"');
    expect(sentBody(fetchMock, first!.index)).toEqual({ id: 3, client: { city: 'Bergen' } });

    await user.click(within(alert).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    const [, second] = puts(fetchMock);
    expect(ifMatchOf(second!.call[1])).toBe('"5-theirs"');
    expect(sentBody(fetchMock, second!.index)).toEqual({ id: 3, client: { city: 'Bergen' } });
    // Chief's phone is in the form now, not undone.
    expect((screen.getByLabelText('Contact phone') as HTMLInputElement).value).toBe('0199');
  });

  it('shows their value beside mine for a field both changed; take theirs loads theirs', async () => {
    const { fetchMock, user } = await openAndEdit([stale({ city: 'Tromsø' })]);
    const alert = await screen.findByRole('alert', {
      name: /Location \(City\) was changed by chief 2 minutes ago/,
    });
    expect(alert.textContent).toContain('Theirs: Tromsø · Yours: Bergen');
    expect(within(alert).getByText('2 minutes ago').getAttribute('title')).not.toBe('');
    await user.click(within(alert).getByRole('button', { name: 'Take theirs' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Location (City)') as HTMLInputElement).value).toBe('Tromsø');
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(puts(fetchMock)).toHaveLength(1);
  });

  it('a client deleted meanwhile: the form says so and keeps the edit', async () => {
    await openAndEdit([reply(404, { message: 'Client not found' })]);
    expect(
      await screen.findByRole('alert', {
        name: 'This client was deleted after you opened it. Your changes were not saved.',
      }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Location (City)') as HTMLInputElement).value).toBe('Bergen');
  });
});
