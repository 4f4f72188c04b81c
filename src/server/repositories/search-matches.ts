import { SqliteAdapter, sql } from 'kysely';
import type { Database } from '../db/database';
import { searchFts } from './search-fts';
import { searchPostingsQuery } from './search-postings-query';
import type { WordIndex } from './search-word-index';

/** A hit as the index holds it; `id` is the entry's. */
export type FoundEntry = {
  id: number;
  resource: string;
  record_id: number;
  opens_id: number | null;
  title: string;
  text: string;
};

/** The highest code point: every string that starts with a prefix sorts below prefix + it. */
const LAST = '\u{10FFFF}';

const isSqlite = (db: Database) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The planner settings of a search's reads on PostgreSQL (readingIndex says why). */
const SETTINGS = Object.entries({
  jit: 'off',
  enable_hashagg: 'off',
  enable_sort: 'off',
  max_parallel_workers_per_gather: '0',
});
/** The same, as a PostgreSQL connection's startup options (plugins/search-reads.ts). */
export const SEARCH_PLANNER_OPTIONS = SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(
  ' ',
);
/** Databases whose every session already plans so: the search's own pool. */
export const plannedForSearch = new WeakSet<Database>();

/**
 * Runs a search's reads. On PostgreSQL, planned the way the queries are written, reading postings
 * in index order until their LIMIT: left to price them by every posting of a common word, it
 * hashed or sorted all of them (60 ms for a number's completions) and JIT-compiled plans that then
 * ran in 1 ms (100–500 ms). The server's search pool is set so at connect; any other database
 * gets the settings for one read transaction.
 */
export function readingIndex<T>(db: Database, work: (db: Database) => Promise<T>): Promise<T> {
  if (isSqlite(db) || plannedForSearch.has(db)) return work(db);
  return db.transaction().execute(async (trx) => {
    await sql`select ${sql.join(SETTINGS.map(([name, value]) => sql`set_config(${name}, ${value}, true)`))}`.execute(
      trx,
    );
    return work(trx);
  });
}

/**
 * Reads of the search index (migration 013): titles by their B-tree, words by the database's
 * own index of them (`words`), and the entries found.
 */
export function searchMatchesRepository(db: Database) {
  return {
    words: (): WordIndex => (isSqlite(db) ? searchFts(db) : searchPostingsQuery(db)),

    /** Entries whose title is `key` or starts with it: in title order, so `key` itself first. */
    async titled(key: string, limit: number, hidden: readonly string[]): Promise<number[]> {
      let query = db
        .selectFrom('search_entries')
        .select('id')
        .where('title_key', '>=', key)
        .where('title_key', '<', key + LAST);
      if (hidden.length) query = query.where('resource', 'not in', hidden);
      const rows = await query.orderBy('title_key').orderBy('id').limit(limit).execute();
      return rows.map((r) => Number(r.id));
    },

    /** Each entry's title words (its title_key), to tell which have a query's words there. */
    async titleKeys(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('search_entries')
        .select(['id', 'title_key'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [Number(r.id), r.title_key]));
    },

    /** The entries themselves, with the text their excerpts are cut from. */
    async entries(ids: readonly number[]): Promise<Map<number, FoundEntry>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('search_entries')
        .select(['id', 'resource', 'record_id', 'opens_id', 'title', 'text'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [Number(r.id), r as FoundEntry]));
    },
  };
}
