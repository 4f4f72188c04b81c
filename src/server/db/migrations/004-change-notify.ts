import { type Kysely, PostgresAdapter, sql } from 'kysely';

// The tables whose changes cached answers and sessions depend on (frozen here, as a migration
// must be: a later table gets its trigger in its own migration).
const TRACKED = [
  'users',
  'sessions',
  'waitlist_entries',
  'pages',
  'clients',
  'projects',
  'fundings',
  'expenses',
  'tasks',
  'notes',
  'sections',
  'inventory_items',
  'stickers',
  'tools',
];

/**
 * PostgreSQL only (SQLite is one file served by one process: it tracks changes in memory).
 * Every statement that changes a tracked table, from any server, script or psql session, bumps
 * that table's row in table_versions in the same transaction (so the new number is visible
 * exactly when the change is) and sends NOTIFY table_changed with the table's name on commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .createTable('table_versions')
    .addColumn('table_name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    create function table_changed() returns trigger language plpgsql as $$
    begin
      update table_versions set version = version + 1 where table_name = TG_TABLE_NAME;
      perform pg_notify('table_changed', TG_TABLE_NAME);
      return null;
    end $$`.execute(db);
  for (const table of TRACKED) {
    await sql`insert into table_versions (table_name) values (${table})`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function table_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of TRACKED) {
    await sql`drop trigger ${sql.id(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function table_changed()`.execute(db);
  await db.schema.dropTable('table_versions').execute();
}
