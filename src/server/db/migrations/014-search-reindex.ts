import { type Kysely, sql } from 'kysely';

/**
 * The resources whose search entries a migration changed (a field added to what they are found
 * by): each is indexed again, with the code of the release, once every migration has run
 * (search/reindex-pending.ts), and then leaves this table. Indexing after the last migration
 * rather than inside its own means the code that indexes always meets the schema it was written
 * for; a crash before the end leaves the names here, so the next start indexes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_reindex')
    .addColumn('resource', 'text', (c) => c.primaryKey())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_reindex').execute();
}

/** A migration's one line: `await reindexAfterMigrating(db, 'clients')`. */
export async function reindexAfterMigrating(db: Kysely<unknown>, resource: string): Promise<void> {
  await sql`insert into search_reindex (resource) values (${resource})
    on conflict do nothing`.execute(db);
}
