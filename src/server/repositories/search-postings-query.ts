import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database';
import type { QueryTerm, WordIndex } from './search-word-index';

/**
 * PostgreSQL's word index: postings keyed (word, entry_id) (migration 013, search-postings.ts),
 * and for titles a partial index of the title's words. A term's entries are its words' index
 * ranges read backwards and merged (MERGE APPEND, then UNIQUE), newest first; other terms are
 * checked entry by entry with scalar subqueries under a LIMIT, which PostgreSQL cannot turn into
 * joins that would read every posting of a common word.
 */
export function searchPostingsQuery(db: Database): WordIndex {
  const inTitleOnly = (inTitle: boolean, alias = '') =>
    inTitle ? sql.raw(` and ${alias}title`) : sql``;
  /**
   * The entries with a word of `term`, newest first, once per word they have: DISTINCT, ORDER BY
   * and LIMIT at the level that reads it, or PostgreSQL plans a hash of every posting.
   */
  const postingsOf = (term: QueryTerm, inTitle: boolean) =>
    sql.join(
      term.map(
        (w) =>
          sql`(select entry_id from search_postings where word = ${w}${inTitleOnly(inTitle)} order by entry_id desc)`,
      ),
      sql` union all `,
    );
  const has = (term: QueryTerm, inTitle: boolean): RawBuilder<unknown> =>
    sql`(select 1 from search_postings p where p.word = any(${term}::text[])${inTitleOnly(inTitle, 'p.')} and p.entry_id = c.entry_id limit 1) is not null`;
  const ids = async (query: RawBuilder<{ entry_id: number }>) =>
    (await query.execute(db)).rows.map((r) => Number(r.entry_id));

  return {
    async counts(terms, cap, tiers) {
      // Entries, not postings (an entry with two of a term's words counts once), as FTS5 counts.
      const counts = tiers.flatMap((inTitle, k) =>
        terms.map(
          (t, i) =>
            sql`(select count(*) from (select distinct c.entry_id from (${postingsOf(t, inTitle)}) c order by c.entry_id desc limit ${cap}) s) as ${sql.ref(`c${k}_${i}`)}`,
        ),
      );
      const row = (await sql<Record<string, number>>`select ${sql.join(counts)}`.execute(db))
        .rows[0]!;
      return tiers.map((_, k) => terms.map((_, i) => Number(row[`c${k}_${i}`])));
    },

    newest(terms, inTitle, { limit, horizon, hidden }) {
      const [driver, ...others] = terms;
      // The horizon, one scalar subquery that PostgreSQL runs once, before the read.
      const from = horizon
        ? sql`coalesce((select distinct h.entry_id from (${postingsOf(driver!, inTitle)}) h
            order by h.entry_id desc offset ${horizon - 1} limit 1), 0)`
        : sql`0`;
      const conditions = [
        sql`c.entry_id >= ${from}`,
        ...others.map((term) => has(term, inTitle)),
        ...(hidden.length
          ? [
              sql`(select 1 from search_entries e where e.id = c.entry_id and e.resource <> all(${hidden}::text[])) is not null`,
            ]
          : []),
      ];
      return ids(sql<{ entry_id: number }>`select distinct c.entry_id
        from (${postingsOf(driver!, inTitle)}) c where ${sql.join(conditions, sql` and `)}
        order by c.entry_id desc limit ${limit}`);
    },
  };
}
