import { type Insertable, Migrator } from 'kysely';
import type { Tables } from '../../src/server/db/tables';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/database';
import { migrateToLatest, migrations } from '../../src/server/db/migrate';
import { countTables } from '../../src/server/repositories/row-counts';
import { tableRepository } from '../../src/server/repositories/table-repository';
import { clients } from '../../src/server/resources/clients';
import { createTestDatabase } from './support/test-database';

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
/** A client row; the other columns default to '' in the table. */
const row = (organization_name: string) =>
  ({ organization_name }) as unknown as Insertable<Tables['clients']>;
const migrator = (db: Database) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });
const counted = (db: Database) => countTables(db, ['clients', 'projects', 'pages']);
const search = async (db: Database, q: string) =>
  (await tableRepository(db, clients).list({ q, limit: 10, offset: 0 })).rows.map(
    (r) => r.organization_name,
  );

describe('migration 003-scale', () => {
  it('counts and indexes the rows already there, and keeps both up to date', async () => {
    const db = await emptyDatabase();
    const { error } = await migrator(db).migrateTo('002-health-checks');
    expect(error).toBeUndefined();
    await db
      .insertInto('clients')
      .values(['Existing Alpha', 'Existing Beta', 'Gamma_1'].map(row))
      .execute();

    expect(await migrateToLatest(db)).toContain('003-scale');
    expect(await counted(db)).toMatchObject({ clients: 3, projects: 0, pages: 0 });
    expect(await search(db, 'xisting')).toEqual(['Existing Alpha', 'Existing Beta']);

    await db.insertInto('clients').values(row('Existing Delta')).execute();
    await db.deleteFrom('clients').where('organization_name', '=', 'Existing Alpha').execute();
    await db
      .updateTable('clients')
      .set({ organization_name: 'Renamed Beta' })
      .where('organization_name', '=', 'Existing Beta')
      .execute();
    expect((await counted(db)).clients).toBe(3);
    expect(await search(db, 'xisting')).toEqual(['Existing Delta']);
    expect(await search(db, 'ENAMED')).toEqual(['Renamed Beta']);
  });

  it('goes down to 002 and up again', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    await db.insertInto('clients').values(row('Kept across')).execute();
    const { error } = await migrator(db).migrateTo('002-health-checks');
    expect(error).toBeUndefined();
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('row_counts');
    expect(tables).not.toContain('clients_search');
    // The table works without the triggers (nothing left referring to what was dropped).
    await db.insertInto('clients').values(row('Added at 002')).execute();
    await migrateToLatest(db);
    expect((await counted(db)).clients).toBe(2);
    expect(await search(db, 'across')).toEqual(['Kept across']);
  });
});
