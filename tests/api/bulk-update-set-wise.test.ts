import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteChanges } from '../../src/server/db/database';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectStatus, getJson } from './support/api';
import type { SearchHit } from '../../src/shared/search';

// A bulk update writes set-wise (resource-engine/update-all.ts): a few statements for the lot,
// yet each record as a single update leaves it: its version, its history entry, its search entry.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

async function clients(n: number, city: (i: number) => string) {
  const rows = Array.from({ length: n }, (_, i) => ({
    organization_name: `Setwise ${i}`,
    email_address: '',
    phone_number: '',
    country: '',
    state: '',
    street: '',
    city: city(i),
    version: 1,
    updated_at: 0,
    updated_by: 'seed',
  }));
  const made = await t.db.insertInto('clients').values(rows).returning('id').execute();
  return made.map((r) => r.id);
}

describe('a bulk update of many records', () => {
  it('writes each changed record once, with its version, history and search entry', async () => {
    const ids = await clients(300, (i) => (i === 0 ? 'Eldoret' : 'Thika'));
    const res = await admin.post(`${API}/clients/bulk-update`, {
      ids,
      changes: { client: { city: 'Eldoret' } },
    });
    expectStatus(res, 200);
    const rows = await t.db.selectFrom('clients').selectAll().where('id', 'in', ids).execute();
    for (const row of rows) {
      expect(row.city).toBe('Eldoret');
      // The one already in Eldoret is left as it was, as a single update would leave it.
      expect(row.version).toBe(row.id === ids[0] ? 1 : 2);
    }
    const history = await t.db
      .selectFrom('history')
      .select(['record_id', 'changes'])
      .where('resource', '=', 'clients')
      .where('record_id', 'in', ids)
      .execute();
    expect(history.map((h) => Number(h.record_id)).sort((a, b) => a - b)).toEqual(ids.slice(1));
    expect(JSON.parse(history[0]!.changes!)).toEqual([
      { field: 'city', from: 'Thika', to: 'Eldoret' },
    ]);
    const hits = await getJson<SearchHit[]>(admin, `${API}/search?q=eldoret&limit=50`);
    expect(hits.length).toBe(50);
    const [detail] = await getJson(admin, `${API}/clients/${ids[5]}/history`);
    expect(detail).toMatchObject({ action: 'update', actor: 'admin' });
  });

  it('in a few statements for the lot, not one per record (SQLite counts its writes)', async () => {
    const feed = sqliteChanges(t.db);
    if (!feed) return expect(t.dialect).toBe('postgres');
    const ids = await clients(500, () => 'Naivasha');
    let writes = 0;
    const stop = feed.onWrite(() => (writes += 1));
    try {
      const res = await admin.post(`${API}/clients/bulk-update`, {
        ids,
        changes: { client: { city: 'Malindi' } },
      });
      expectStatus(res, 200);
    } finally {
      stop();
    }
    // The UPDATE, the search index (words, entries, FTS), the history: about ten, never 500.
    expect(writes).toBeLessThan(20);
  });

  it('is all or none: an id not there is a 422 that names it, and nothing changes', async () => {
    const ids = await clients(3, () => 'Kericho');
    const res = await admin.post(`${API}/clients/bulk-update`, {
      ids: [...ids, 99_999],
      changes: { client: { city: 'Nyeri' } },
    });
    expectStatus(res, 422);
    expect(res.json().errors.ids[0]).toMatch(/99999/);
    const rows = await t.db.selectFrom('clients').select('city').where('id', 'in', ids).execute();
    expect(rows.map((r) => r.city)).toEqual(['Kericho', 'Kericho', 'Kericho']);
  });
});
