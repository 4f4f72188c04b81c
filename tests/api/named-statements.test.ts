import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, inTransaction, openDatabase } from '../../src/server/db/database';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectStatus, getJson } from './support/api';

// PostgreSQL runs each statement prepared by name, once per connection (db/named-statements.ts).
// Another instance's migration may change a table under statements this one has prepared: its
// writes and reads must go on without an error (PostgreSQL refuses the old statement once).

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

describe.runIf(process.env.TEST_DIALECT === 'postgres')('named statements on PostgreSQL', () => {
  it('a column added by another connection under prepared statements: no request fails', async () => {
    const c = await create(admin, 'clients', { client: { organization_name: 'Prepared Co' } });
    const edit = (city: string) => admin.put(`${API}/clients/${c.id}`, { client: { city } });
    // Every connection of the pool prepares the update's statements (10 at a time).
    await Promise.all(Array.from({ length: 12 }, (_, i) => edit(`City ${i}`)));
    const other = openDatabase(t.url).db;
    try {
      await sql`alter table clients add column prepared_probe text`.execute(other);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => edit(`Town ${i}`)));
      for (const res of answers) expectStatus(res, 200);
      const list = await getJson(admin, `${API}/clients?q=prepared`);
      expect(list.map((r: { id: number }) => r.id)).toEqual([c.id]);
      // And back: the column's removal changes the rows' shape again.
      await sql`alter table clients drop column prepared_probe`.execute(other);
      for (const res of await Promise.all([edit('Oslo'), edit('Bergen')])) expectStatus(res, 200);
    } finally {
      await other.destroy();
    }
  });

  it("plans a write's statements as PostgreSQL chooses, and every other statement for its values", async () => {
    const { db } = openDatabase(t.url);
    try {
      const mode = async (on: Database) =>
        (await sql<{ m: string }>`select current_setting('plan_cache_mode') as m`.execute(on))
          .rows[0]!.m;
      expect(await mode(db)).toBe('force_custom_plan');
      expect(await inTransaction(db, (trx) => mode(trx))).toBe('auto');
      // set local: it ends with the transaction, on the connection the pool hands out again.
      expect(await mode(db)).toBe('force_custom_plan');
      expect(await db.transaction().execute((trx) => mode(trx))).toBe('force_custom_plan');
    } finally {
      await db.destroy();
    }
  });
});
