import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { fillSearchEntries } from './013-search-fill';

/**
 * The search index (docs/decisions/0017-search-index.md): one entry per hit (a record, a note with
 * its sections, an account) with its title, its title's folded words (exact and starting titles
 * by a B-tree), its other words, and the start of its text for excerpts. The words are indexed by
 * entry, newest first: on SQLite in FTS5 tables, one of all its words and one of its title's
 * (contentless, rowid = the entry's id, split at spaces only: they come folded), on PostgreSQL as postings, one row per word and entry, keyed
 * (word, entry_id). Then the vocabulary: every word (a typed word's completions) and the forms of
 * correctable ones with a letter left out (one-letter typos). Existing rows are indexed here
 * (013-search-fill.ts), before the indexes are built.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // Compared by code point on both (a prefix is a range), whatever the database's collation.
  const key = pg ? sql`text collate "C"` : 'text';
  await db.schema
    .createTable('search_entries')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('opens_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_key', key, (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  if (pg)
    await db.schema
      .createTable('search_postings')
      .addColumn('word', key, (c) => c.notNull())
      .addColumn('entry_id', 'integer', (c) => c.notNull())
      .addColumn('title', 'boolean', (c) => c.notNull())
      .execute();
  else {
    // A title tier of its own: FTS5's column filter would read every entry with the words.
    await sql`create virtual table search_fts using fts5(title_key, words, content='',
      contentless_delete=1, tokenize='ascii')`.execute(db);
    await sql`create virtual table search_title_fts using fts5(title_key, content='',
      contentless_delete=1, tokenize='ascii')`.execute(db);
  }
  const vocabulary = (name: string) =>
    db.schema.createTable(name).$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)));
  await vocabulary('search_words')
    .addColumn('word', key, (c) => c.primaryKey())
    .execute();
  await vocabulary('search_word_forms')
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_word_forms_pkey', ['form', 'word'])
    .execute();

  await fillSearchEntries(db, pg);

  const index = (name: string) => db.schema.createIndex(name);
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
  if (pg) {
    await sql`alter table search_postings add primary key (word, entry_id)`.execute(db);
    await sql`create index search_postings_title on search_postings (word, entry_id)
      where title`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const tables = ['search_word_forms', 'search_words', 'search_entries'];
  for (const table of [
    ...(pg ? ['search_postings'] : ['search_fts', 'search_title_fts']),
    ...tables,
  ])
    await db.schema.dropTable(table).execute();
}
