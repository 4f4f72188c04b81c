import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { QueryTerm, WordIndex } from './search-word-index';

/** An FTS5 phrase: quoted, its own quotes doubled, so no word is ever an operator. */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;
const anyOf = (term: QueryTerm) => `(${term.map(phrase).join(' OR ')})`;
/** Titles have a table of their own: a column filter would read every entry with the words. */
const table = (inTitle: boolean) => sql.table(inTitle ? 'search_title_fts' : 'search_fts');

/** The terms' positions, those with a digit first (numbers name one thing), then longest first. */
function likelyRarestFirst(terms: readonly QueryTerm[]): number[] {
  const digits = (term: QueryTerm) => (/\p{N}/u.test(term[0] ?? '') ? 1 : 0);
  const length = (term: QueryTerm) => term[0]?.length ?? 0;
  return terms
    .map((_, i) => i)
    .sort(
      (a, b) =>
        digits(terms[b]!) - digits(terms[a]!) || length(terms[b]!) - length(terms[a]!) || a - b,
    );
}

/**
 * SQLite's word index: FTS5 tables (migration 013) whose rowid is the entry's id, asked for
 * rowids in descending order, which FTS5 yields as it reads, intersecting terms by skipping.
 * Every word is a quoted phrase inside one bound parameter.
 */
export function searchFts(db: Database): WordIndex {
  const ids = async (query: ReturnType<typeof sql<{ id: number }>>) =>
    (await query.execute(db)).rows.map((r) => Number(r.id));
  return {
    async counts(terms, cap, tiers) {
      const counts: number[][] = [];
      for (const inTitle of tiers) {
        const t = table(inTitle);
        const tier: number[] = terms.map(() => cap);
        // Once a term is below the cap, the rest only need not be rarer: each count costs a
        // read of a term's index, and a common word's is long. Likely rare ones are counted first.
        for (const i of likelyRarestFirst(terms)) {
          const rows = await sql<{ n: number }>`select count(*) as n from
            (select rowid from ${t} where ${t} match ${anyOf(terms[i]!)} limit ${cap})`.execute(db);
          tier[i] = Number(rows.rows[0]!.n);
          if (tier[i]! < cap) break;
        }
        counts.push(tier);
      }
      return counts;
    },

    newest(terms, inTitle, { limit, horizon, hidden }) {
      const t = table(inTitle);
      const shown = hidden.length ? sql`and e.resource not in (${sql.join(hidden)})` : sql``;
      const from = horizon
        ? sql`coalesce((select rowid from ${t} where ${t} match ${anyOf(terms[0]!)}
            order by rowid desc limit 1 offset ${horizon - 1}), 0)`
        : sql`0`;
      return ids(sql<{ id: number }>`select f.rowid as id from ${t} f
        join search_entries e on e.id = f.rowid
        where ${t} match ${terms.map(anyOf).join(' AND ')} and f.rowid >= ${from} ${shown}
        order by f.rowid desc limit ${limit}`);
    },
  };
}
