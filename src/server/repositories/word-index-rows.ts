import { SqliteAdapter } from 'kysely';
import type { Database } from '../db/database';
import { searchPostings } from './search-postings';

/** An entry's words: its title's, and its others', each joined by spaces. */
export type Words = { title_key: string; words: string };
/** What the word index holds for an entry (`before`) and what it should (`after`); undefined: none. */
export type WordsChange = { id: number; before?: Words | undefined; after?: Words | undefined };

/**
 * The word index's rows for entries, changed from what they hold to what they should: on SQLite
 * the FTS5 tables (migration 013), on PostgreSQL the postings (search-postings.ts).
 */
export async function changeIndexedWords(db: Database, changes: readonly WordsChange[]) {
  if (changes.length === 0) return;
  if (db.getExecutor().adapter instanceof SqliteAdapter) await ftsRewrite(db, changes);
  else await searchPostings(db).change(changes);
}

/**
 * SQLite: an entry's rows in the FTS5 tables written again; the titles' table only where the
 * title's words changed. Only rows that are there are deleted: a contentless table keeps a
 * tombstone for every rowid deleted, there or not, until its segments merge. The new rows are
 * read from the entries themselves.
 */
async function ftsRewrite(db: Database, changes: readonly WordsChange[]) {
  const ids = (test: (c: WordsChange) => boolean) => changes.filter(test).map((c) => c.id);
  const titleMoved = (c: WordsChange) => c.before?.title_key !== c.after?.title_key;
  const remove = async (table: 'search_fts' | 'search_title_fts', gone: number[]) => {
    if (gone.length) await db.deleteFrom(table).where('rowid', 'in', gone).execute();
  };
  await remove(
    'search_fts',
    ids((c) => c.before !== undefined),
  );
  await remove(
    'search_title_fts',
    ids((c) => c.before !== undefined && titleMoved(c)),
  );
  const rows = (of: number[]) => db.selectFrom('search_entries').where('id', 'in', of);
  const all = ids((c) => c.after !== undefined);
  if (all.length)
    await db
      .insertInto('search_fts')
      .columns(['rowid', 'title_key', 'words'])
      .expression(rows(all).select(['id', 'title_key', 'words']))
      .execute();
  const titled = ids((c) => c.after !== undefined && titleMoved(c));
  if (titled.length)
    await db
      .insertInto('search_title_fts')
      .columns(['rowid', 'title_key'])
      .expression(rows(titled).select(['id', 'title_key']))
      .execute();
}
