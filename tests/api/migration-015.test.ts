import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/database';
import { migrateToLatest, migrations } from '../../src/server/db/migrate';
import { reindexAfterMigrating } from '../../src/server/db/migrations/014-search-reindex';
import { reindexPending } from '../../src/server/search/reindex-pending';
import { runSearch } from '../../src/server/search/run-search';
import { createTestDatabase } from './support/test-database';

// Migration 015 adds a client's website to what a client is found by: the clients already there
// are indexed again, with the release's code, once every migration has run (migration 014).

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function emptyDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  const { db } = openDatabase(database.url);
  cleanups.push(database.drop, () => db.destroy());
  return db;
}
const migrateTo = async (db: Database, name: string) =>
  expect(
    (
      await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(
        name,
      )
    ).error,
  ).toBeUndefined();
const found = async (db: Database, q: string) =>
  (await runSearch(db, { q, limit: 20 }, false)).map((h) => `${h.resource}:${h.id}`);
const pending = async (db: Database) =>
  (await sql<{ resource: string }>`select resource from search_reindex`.execute(db)).rows;

describe('migration 015-client-website', () => {
  it('gives every client an empty website and indexes the clients already there again', async () => {
    const db = await emptyDatabase();
    await migrateTo(db, '013-search-index');
    // A client written without the engine after the index was built: not in the index, or stale.
    await sql`insert into clients (organization_name, city) values ('Gannet Marine', 'Aberdeen')`.execute(
      db,
    );
    // (Read from the entries: today's search needs today's schema, migration 030's table too.)
    const entries = await sql`select id from search_entries where resource = 'clients'`.execute(db);
    expect(entries.rows).toEqual([]);

    // The migrations after it run too.
    expect((await migrateToLatest(db)).slice(0, 2)).toEqual([
      '014-search-reindex',
      '015-client-website',
    ]);
    const rows = await sql<{ website: string }>`select website from clients`.execute(db);
    expect(rows.rows).toEqual([{ website: '' }]);
    expect(await found(db, 'gannet aberdeen')).toEqual(['clients:1']);
    expect(await pending(db)).toEqual([]);
  });

  it("a later migration's one line indexes a resource again on the next start", async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    await sql`insert into clients (organization_name, website)
      values ('Puffin Supplies', 'https://puffin.example')`.execute(db);
    expect(await found(db, 'puffin')).toEqual([]);
    // Asked for in a migration that ran, and a start cut short before the indexing.
    await reindexAfterMigrating(db as Kysely<unknown>, 'clients');
    await reindexAfterMigrating(db as Kysely<unknown>, 'clients');
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await found(db, 'puffin.example')).toEqual(['clients:1']);
    expect(await pending(db)).toEqual([]);
  });

  it('indexes a name once when two servers start at once', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    for (let i = 1; i <= 30; i++)
      await sql`insert into clients (organization_name, website)
        values (${`Tern ${i}`}, ${`https://tern-${i}.example`})`.execute(db);
    await reindexAfterMigrating(db as Kysely<unknown>, 'clients');
    // Each on a connection of its own on PostgreSQL; one after the other on SQLite.
    await Promise.all([reindexPending(db), reindexPending(db)]);
    expect(await found(db, 'tern-17.example')).toEqual(['clients:17']);
    const entries = await sql<{ n: number }>`select count(*) as n from search_entries
      where resource = 'clients'`.execute(db);
    expect(Number(entries.rows[0]!.n)).toBe(30);
    expect(await pending(db)).toEqual([]);
  });

  it('goes down to 014 and up again', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    await migrateTo(db, '014-search-reindex');
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'clients')!.columns;
    expect(columns.map((c) => c.name)).not.toContain('website');
    await migrateToLatest(db);
    expect(await pending(db)).toEqual([]);
  });
});
