import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/shared/history';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectStatus, getJson } from './support/api';

// Removing an address from the waitlist, as /privacy promises its owner: for good, at once, by an
// admin, recorded in the history without the address.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

type Entry = { id: number; email_address: string };

async function join(email_address: string): Promise<Entry> {
  const c = t.client();
  await c.get('/session');
  expectStatus(await c.post(`${API}/waitlist`, { email_address }), 200);
  const list = await getJson<Entry[]>(admin, `waitlist?q=${encodeURIComponent(email_address)}`);
  return list.find((e) => e.email_address === email_address)!;
}

describe('DELETE /waitlist/{id}', () => {
  it('removes the address at once and for good: gone from the list, the count and the CSV', async () => {
    const kept = await join('kept@example.com');
    const gone = await join('gone@example.com');
    const res = await admin.delete(`${API}/waitlist/${gone.id}`);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ id: gone.id });

    const list = await admin.get(`${API}/waitlist`);
    expect(list.json().map((e: Entry) => e.email_address)).toEqual(['kept@example.com']);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await admin.get(`${API}/waitlist.csv`)).body).not.toContain('gone@example.com');
    // Not in the trash either: nothing to restore.
    expect(JSON.stringify((await admin.get(`${API}/trash`)).json())).not.toContain('gone@');
    expectStatus(await admin.delete(`${API}/waitlist/${gone.id}`), 404);
    expect(kept.id).not.toBe(gone.id);
  });

  it('records who removed which entry, never the address', async () => {
    const entry = await join('private@example.com');
    expectStatus(await admin.delete(`${API}/waitlist/${entry.id}`), 200);
    const activity = await getJson<HistoryEntry[]>(admin, `activity?resource=waitlist`);
    expect(activity[0]).toMatchObject({
      action: 'delete',
      actor: 'admin',
      resource: 'waitlist',
      record_id: entry.id,
      title: null,
      changes: [],
    });
    const history = await t.db.selectFrom('history').selectAll().execute();
    expect(JSON.stringify(history)).not.toContain('private@example.com');
  });

  it('lets the owner join again later, as a new entry', async () => {
    const first = await join('again@example.com');
    expectStatus(await admin.delete(`${API}/waitlist/${first.id}`), 200);
    const second = await join('again@example.com');
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('answers 404 for an id that is not on the list, and is for admins only', async () => {
    expectStatus(await admin.delete(`${API}/waitlist/999999`), 404);
    const entry = await join('guarded@example.com');
    expectStatus(await (await t.as('user')).delete(`${API}/waitlist/${entry.id}`), 403);
    expectStatus(await t.client().delete(`${API}/waitlist/${entry.id}`), 401);
    expectStatus(await (await t.as('superuser')).delete(`${API}/waitlist/${entry.id}`), 200);
  });
});
