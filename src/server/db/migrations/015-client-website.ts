import type { Kysely } from 'kysely';
import { reindexAfterMigrating } from './014-search-reindex';

/** A client's website (an https address, or empty): found by the search, so clients are indexed again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clients')
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await reindexAfterMigrating(db, 'clients');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clients').dropColumn('website').execute();
  await reindexAfterMigrating(db, 'clients');
}
