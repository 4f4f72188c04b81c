import type { Kysely } from 'kysely';

/**
 * The search entries whose words are not indexed yet (ADR 0034): a write stores its entry and a
 * row here in its own transaction, and the word index (SQLite's FTS5 tables, PostgreSQL's
 * postings) and the vocabulary are brought up to date right after, many entries at once
 * (search/word-index.ts). `title_key` and `words` are what the word index holds for the entry
 * until then, both null when it holds nothing (a new entry).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_pending')
    .addColumn('entry_id', 'integer', (c) => c.primaryKey())
    .addColumn('title_key', 'text')
    .addColumn('words', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_pending').execute();
}
