import { type Kysely, sql } from 'kysely';

/**
 * Every record keeps a version, bumped by each write to it, and who changed it last and when
 * (docs/decisions/0014-record-versions.md). A PUT with If-Match is applied only while the version
 * is the one the client loaded. Existing rows start at version 1, changed "when created" where
 * the table knows it (pages, users), else at the migration, by nobody.
 * This file is frozen: it lists its own tables rather than importing ones that may change.
 */
const RECORDS = [
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
  'users',
] as const;
/** Tables that had updated_at already (pages) keep it. */
const HAD_UPDATED_AT = new Set<string>(['pages']);

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = Date.now();
  for (const table of RECORDS) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn('updated_by', 'text').execute();
    if (HAD_UPDATED_AT.has(table)) continue;
    await db.schema
      .alterTable(table)
      .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    const since = table === 'users' ? sql.ref('created_at') : sql.lit(now);
    await sql`update ${sql.table(table)} set updated_at = ${since}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of RECORDS) {
    if (!HAD_UPDATED_AT.has(table))
      await db.schema.alterTable(table).dropColumn('updated_at').execute();
    await db.schema.alterTable(table).dropColumn('updated_by').execute();
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
