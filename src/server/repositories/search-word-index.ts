/** A query word: the entries with any of these words (its completions, its corrections). */
export type QueryTerm = readonly string[];

/**
 * How each database reads its index of words (migration 013): the same questions, the same
 * answers. Every query comes newest entry first, read in that order from the index (FTS5's
 * rowids on SQLite, postings keyed (word, entry_id) on PostgreSQL), so it stops at its limit
 * however many entries have the words. `inTitle`: the words of titles only.
 */
export type WordIndex = {
  /**
   * How many entries have a word of each term, each counted up to `cap`: one list per tier
   * asked for (`true`: in titles). Only the rarest term and whether it reaches `cap` are used,
   * so an index may stop counting a tier at a term below `cap` and report the rest as `cap`.
   */
  counts(terms: readonly QueryTerm[], cap: number, tiers: readonly boolean[]): Promise<number[][]>;
  /**
   * The ids of the newest entries with a word of every term; `terms[0]` (the rarest) is read in
   * order, the others checked entry by entry. With `horizon`, only down to the `horizon`-th
   * newest entry with a word of `terms[0]`.
   */
  newest(
    terms: readonly QueryTerm[],
    inTitle: boolean,
    options: { limit: number; horizon: number; hidden: readonly string[] },
  ): Promise<number[]>;
};
