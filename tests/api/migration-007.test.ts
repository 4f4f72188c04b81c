import { Migrator } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/database';
import { migrateToLatest, migrations } from '../../src/server/db/migrate';
import { countRows } from '../../src/server/repositories/row-counts';
import { tableVersionsRepository } from '../../src/server/repositories/table-versions';
import { createTestDatabase } from './support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function migrated(): Promise<{ db: Database; url: string }> {
  const database = await createTestDatabase();
  const { db } = openDatabase(database.url);
  cleanups.push(database.drop, () => db.destroy());
  await migrateToLatest(db);
  return { db, url: database.url };
}

/** Two connections of their own whose backends fall in different slots (pid mod 16). */
async function twoConnectionsInDifferentSlots(url: string): Promise<[pg.Client, pg.Client]> {
  const open: { client: pg.Client; slot: number }[] = [];
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    cleanups.push(() => client.end());
    const { rows } = await client.query<{ slot: number }>('select pg_backend_pid() % 16 as slot');
    const other = open.find((o) => o.slot !== rows[0]!.slot);
    if (other) return [other.client, client];
    open.push({ client, slot: rows[0]!.slot });
  }
}

const insertClient = (c: pg.Client, name: string) =>
  c.query(`insert into clients (organization_name) values ($1)`, [name]);

describe.runIf(process.env.TEST_DIALECT === 'postgres')('migration 007-spread-counters', () => {
  it('lets a write to a table go ahead while another transaction on it is still open', async () => {
    const { db, url } = await migrated();
    const versionBefore = (await tableVersionsRepository(db).all()).clients!;
    const [first, second] = await twoConnectionsInDifferentSlots(url);
    await first.query('begin');
    await insertClient(first, 'Open transaction Ltd');
    // With one counter row per table, this insert waited for the first transaction's commit.
    await second.query(`set lock_timeout = '2s'`);
    await second.query('begin');
    await insertClient(second, 'Not waiting Ltd');
    await second.query('commit');
    expect(await countRows(db, 'clients')).toBe(1);
    await first.query('commit');

    expect(await countRows(db, 'clients')).toBe(2);
    expect((await tableVersionsRepository(db).all()).clients).toBe(versionBefore + 2);
    await db.deleteFrom('clients').execute();
    expect(await countRows(db, 'clients')).toBe(0);
  });

  it('goes down to 006 with the sums in single rows, and up again', async () => {
    const { db, url } = await migrated();
    const [first, second] = await twoConnectionsInDifferentSlots(url);
    await insertClient(first, 'Alpha');
    await insertClient(second, 'Beta');
    await insertClient(second, 'Gamma');
    const version = (await tableVersionsRepository(db).all()).clients!;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('006-two-step')).error).toBeUndefined();

    const rows = await db
      .selectFrom('row_counts')
      .select(['table_name', 'n'])
      .where('table_name', '=', 'clients')
      .execute();
    expect(rows.map((r) => Number(r.n))).toEqual([3]);
    expect(await countRows(db, 'clients')).toBe(3);
    expect((await tableVersionsRepository(db).all()).clients).toBe(version);
    await insertClient(first, 'Delta');
    expect(await countRows(db, 'clients')).toBe(4);

    // Up to 007 again, not further: later migrations may write rows themselves (008 stamps them).
    expect((await migrator.migrateTo('007-spread-counters')).error).toBeUndefined();
    await insertClient(second, 'Epsilon');
    expect(await countRows(db, 'clients')).toBe(5);
    expect((await tableVersionsRepository(db).all()).clients).toBe(version + 2);
  });
});
