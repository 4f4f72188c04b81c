import { SqliteAdapter, sql } from 'kysely';
import type { Database } from '../db/database';
import type { IndexedEntry } from '../search/search-entry';

/** Rows per INSERT: well under both databases' limits on bound parameters. */
const BATCH = 500;
/** PostgreSQL keeps at most this many positions (ts_rank reads weights from them). */
const POSITION_MAX = 16_383;

const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The entry's words as a tsvector literal, sent as a bound parameter and cast: the title's words
 * weighted A, the text's after them unweighted, each once at its first position. Built here from
 * the folded words, so PostgreSQL's text parser (whose idea of a word differs from SQLite's)
 * never sees them.
 */
export function tsvectorOf(entry: IndexedEntry): string {
  const seen = new Set<string>();
  const lexemes: string[] = [];
  const add = (word: string, weight: string) => {
    if (seen.has(word)) return;
    seen.add(word);
    lexemes.push(`${quoted(word)}:${Math.min(seen.size, POSITION_MAX)}${weight}`);
  };
  for (const word of entry.titleWords) add(word, 'A');
  for (const word of entry.textWords) add(word, '');
  return lexemes.join(' ');
}

/**
 * The search index's entries (migration 012): written in the caller's transaction. An entry is
 * keyed by its resource and record; writing it again replaces it under the same id. On SQLite
 * its words go to the FTS5 table under that id; on PostgreSQL into its tsvector column.
 */
export function searchIndexRepository(db: Database) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const row = (e: IndexedEntry) => ({
    resource: e.resource,
    record_id: e.record_id,
    opens_id: e.opens_id,
    title: e.title,
    title_key: e.title_key,
    text: e.text,
    ...(!sqlite && { tsv: sql<string>`${tsvectorOf(e)}::tsvector` }),
  });

  async function putBatch(entries: readonly IndexedEntry[]) {
    const written = await db
      .insertInto('search_entries')
      .values(entries.map(row))
      .onConflict((c) =>
        c.columns(['resource', 'record_id']).doUpdateSet((e) => ({
          opens_id: e.ref('excluded.opens_id'),
          title: e.ref('excluded.title'),
          title_key: e.ref('excluded.title_key'),
          text: e.ref('excluded.text'),
          ...(!sqlite && { tsv: e.ref('excluded.tsv') }),
        })),
      )
      .returning(['id', 'resource', 'record_id'])
      .execute();
    if (!sqlite) return;
    const ids = new Map(written.map((w) => [`${w.resource}:${w.record_id}`, Number(w.id)]));
    const fts = entries.map((e) => ({
      rowid: ids.get(`${e.resource}:${e.record_id}`)!,
      title_key: e.titleWords.join(' '),
      words: e.textWords.join(' '),
    }));
    await db
      .deleteFrom('search_fts')
      .where(
        'rowid',
        'in',
        fts.map((f) => f.rowid),
      )
      .execute();
    await db.insertInto('search_fts').values(fts).execute();
  }

  return {
    /** Writes entries, new or again (a record updated, a note whose section changed). */
    async put(entries: readonly IndexedEntry[]) {
      for (let i = 0; i < entries.length; i += BATCH) await putBatch(entries.slice(i, i + BATCH));
    },

    /** Removes the entries of these records and of what they open (a project's tasks). */
    async remove(resource: string, ids: readonly number[], opened: readonly string[] = []) {
      if (ids.length === 0) return;
      const removed = await db
        .deleteFrom('search_entries')
        .where((w) =>
          w.or([
            w.and([w('resource', '=', resource), w('record_id', 'in', ids)]),
            ...(opened.length
              ? [w.and([w('opens_id', 'in', ids), w('resource', 'in', opened)])]
              : []),
          ]),
        )
        .returning('id')
        .execute();
      if (sqlite && removed.length)
        await db
          .deleteFrom('search_fts')
          .where(
            'rowid',
            'in',
            removed.map((r) => Number(r.id)),
          )
          .execute();
    },
  };
}
