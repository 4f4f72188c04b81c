import { SqliteAdapter, sql } from 'kysely';
import type { Database } from '../db/database';

/** One word of a query: the entries with a word starting with `prefix`, or equal to one of `exact`. */
export type QueryTerm = { prefix: string; exact: readonly string[] };

/** A hit as the index holds it; `id` is the entry's. */
export type FoundEntry = {
  id: number;
  resource: string;
  record_id: number;
  opens_id: number | null;
  title: string;
};

/**
 * A query matching the entries that have every term, as ranked: at most this many candidates
 * (the first the engine's index yields) are ranked, so a common word costs what a rare one does.
 */
export const CANDIDATES = 1_000;

/** The highest code point: every string that starts with a prefix sorts below prefix + it. */
const LAST = '\u{10FFFF}';

/** An FTS5 phrase is quoted, its own quotes doubled; a prefix ends in `*`. */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;
/** A tsquery lexeme is quoted, its quotes doubled and backslashes escaped; a prefix ends `:*`. */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

const ftsQuery = (terms: readonly QueryTerm[]) =>
  terms
    .map((t) => `(${[`${phrase(t.prefix)}*`, ...t.exact.map(phrase)].join(' OR ')})`)
    .join(' AND ');
const tsQuery = (terms: readonly QueryTerm[]) =>
  terms
    .map((t) => `(${[`${lexeme(t.prefix)}:*`, ...t.exact.map(lexeme)].join(' | ')})`)
    .join(' & ');

/**
 * Reads of the search index (migration 012). Every word reaches the database inside a bound
 * parameter: a title key compared as text, or an FTS5 or tsquery expression whose every word is
 * quoted, so nothing a user types is an operator.
 */
export function searchMatchesRepository(db: Database) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const columns = ['id', 'resource', 'record_id', 'opens_id', 'title'] as const;

  return {
    /** Entries whose title is `key` or starts with it: in title order, so `key` itself first. */
    titled: (key: string, limit: number, hidden: readonly string[]): Promise<FoundEntry[]> => {
      let query = db
        .selectFrom('search_entries')
        .select(columns)
        .where('title_key', '>=', key)
        .where('title_key', '<', key + LAST);
      if (hidden.length) query = query.where('resource', 'not in', hidden);
      return query.orderBy('title_key').orderBy('id').limit(limit).execute();
    },

    /** Entries with every term, best first by the engine's relevance, then by id. */
    async matching(
      terms: readonly QueryTerm[],
      limit: number,
      hidden: readonly string[],
    ): Promise<FoundEntry[]> {
      const notHidden = hidden.length ? sql`and e.resource not in (${sql.join(hidden)})` : sql``;
      // SQLite: FTS5 yields newest entries first when asked by rowid, cheaply, and bm25 ranks
      // (lower is better) with the title ten times the text. PostgreSQL: the GIN index's bitmap
      // yields candidates in table order, ts_rank ranks them (title weighted A, text D).
      const query = sqlite
        ? sql<FoundEntry>`select e.id, e.resource, e.record_id, e.opens_id, e.title
            from (select rowid, bm25(search_fts, 10.0, 1.0) as score from search_fts
                  where search_fts match ${ftsQuery(terms)} order by rowid desc limit ${CANDIDATES}) m
            join search_entries e on e.id = m.rowid
            where true ${notHidden}
            order by m.score, e.id limit ${limit}`
        : sql<FoundEntry>`select id, resource, record_id, opens_id, title
            from (select e.*, ts_rank(e.tsv, q, 1) as score
                  from search_entries e, cast(${tsQuery(terms)} as tsquery) q
                  where e.tsv @@ q ${notHidden} limit ${CANDIDATES}) m
            order by score desc, id limit ${limit}`;
      return (await query.execute(db)).rows;
    },

    /** The text of each entry, for excerpts. */
    async texts(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('search_entries')
        .select(['id', 'text'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [Number(r.id), r.text]));
    },
  };
}
