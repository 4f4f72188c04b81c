import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { fillSearchEntries } from './012-search-fill';

/**
 * The search index (docs/decisions/0017-search-index.md): one entry per hit (a record, a note with
 * its sections, an account) with its title, its title's folded words for exact and starting
 * titles, and the start of its text for excerpts. The words themselves: on SQLite in an FTS5
 * table (contentless, rowid = the entry's id, words split at spaces only: they come folded), on
 * PostgreSQL in a tsvector column with a GIN index. Then the vocabulary of one-letter typos.
 * Existing rows are indexed here, a batch at a time (012-search-fill.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('search_entries')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('opens_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    // Compared by code point on both (a prefix is a range), whatever the database's collation.
    .addColumn('title_key', pg ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .$call((t) => (pg ? t.addColumn('tsv', sql`tsvector`, (c) => c.notNull()) : t))
    .execute();
  const index = db.schema.createIndex.bind(db.schema);
  await index('search_entries_record')
    .on('search_entries')
    .columns(['resource', 'record_id'])
    .unique()
    .execute();
  // SQLite's indexes end in the rowid (the id) already.
  await index('search_entries_title')
    .on('search_entries')
    .columns(pg ? ['title_key', 'id'] : ['title_key'])
    .execute();
  await index('search_entries_opens')
    .on('search_entries')
    .column('opens_id')
    .where(sql.ref('opens_id'), 'is not', null)
    .execute();
  if (pg)
    await sql`create index search_entries_words on search_entries using gin (tsv)`.execute(db);
  else
    await sql`create virtual table search_fts using fts5(title_key, words, content='',
      contentless_delete=1, tokenize='ascii')`.execute(db);

  await db.schema
    .createTable('search_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema
    .createTable('search_word_forms')
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_word_forms_pkey', ['form', 'word'])
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();

  await fillSearchEntries(db, pg);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!pg) await sql`drop table search_fts`.execute(db);
  for (const table of ['search_word_forms', 'search_words', 'search_entries'])
    await db.schema.dropTable(table).execute();
}
