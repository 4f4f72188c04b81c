import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { QueryTerm, WordIndex } from './search-word-index';

/** An FTS5 phrase: quoted, its own quotes doubled, so no word is ever an operator. */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;
const anyOf = (term: QueryTerm) => `(${term.map(phrase).join(' OR ')})`;
/** Titles have a table of their own: a column filter would read every entry with the words. */
const table = (inTitle: boolean) => sql.table(inTitle ? 'search_title_fts' : 'search_fts');

/**
 * SQLite's word index: FTS5 tables (migration 012) whose rowid is the entry's id, asked for
 * rowids in descending order, which FTS5 yields as it reads, intersecting terms by skipping.
 * Every word is a quoted phrase inside one bound parameter.
 */
export function searchFts(db: Database): WordIndex {
  const ids = async (query: ReturnType<typeof sql<{ id: number }>>) =>
    (await query.execute(db)).rows.map((r) => Number(r.id));
  return {
    async counts(terms, inTitle, cap) {
      const counts: number[] = [];
      for (const term of terms) {
        const t = table(inTitle);
        const rows = await sql<{ n: number }>`select count(*) as n from
          (select rowid from ${t} where ${t} match ${anyOf(term)} limit ${cap})`.execute(db);
        counts.push(Number(rows.rows[0]!.n));
      }
      return counts;
    },

    async horizon(term, inTitle, depth) {
      const t = table(inTitle);
      const [id] = await ids(sql<{ id: number }>`select rowid as id from ${t}
        where ${t} match ${anyOf(term)} order by rowid desc limit 1 offset ${depth - 1}`);
      return id ?? 0;
    },

    newest(terms, inTitle, { limit, from, hidden }) {
      const t = table(inTitle);
      const shown = hidden.length ? sql`and e.resource not in (${sql.join(hidden)})` : sql``;
      return ids(sql<{ id: number }>`select f.rowid as id from ${t} f
        join search_entries e on e.id = f.rowid
        where ${t} match ${terms.map(anyOf).join(' AND ')} and f.rowid >= ${from} ${shown}
        order by f.rowid desc limit ${limit}`);
    },
  };
}
