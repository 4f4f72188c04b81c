import type { QueryTerm, WordIndex } from '../repositories/search-word-index';

/** A word in this many entries or more is common (counting stops there). */
const COMMON = 200;
/**
 * When every word of a query is common, it is looked for among this many newest entries that
 * have its rarest word: checking each costs a lookup per other word on PostgreSQL, and two
 * common words seldom together (a title's "survey" and "cameras") would otherwise be checked
 * against every entry with either.
 */
const HORIZON = 2_000;

/**
 * The newest entries with a word of every term, tier by tier (`true`: in titles only), handed to
 * `take` while it asks for more, by the same steps on both databases so that they answer alike:
 * the rarest term is read in order and the others checked; when all are common, only down to
 * the HORIZON-th newest entry of the rarest. A term no entry has ends a tier at once. Answers
 * whether `take` still asks for more.
 */
export async function newestMatches(
  index: WordIndex,
  terms: readonly QueryTerm[],
  tiers: readonly boolean[],
  options: { limit: number; hidden: readonly string[] },
  take: (ids: number[]) => boolean,
): Promise<boolean> {
  if (terms.length === 0 || terms.some((t) => t.length === 0)) return true;
  // One term is read in order and nothing checked: no count needed.
  const counts =
    terms.length > 1 ? await index.counts(terms, COMMON, tiers) : tiers.map(() => [COMMON]);
  for (const [k, inTitle] of tiers.entries()) {
    const count = counts[k]!;
    const order = terms.map((_, i) => i).sort((a, b) => count[a]! - count[b]! || a - b);
    const rarest = count[order[0]!]!;
    if (rarest === 0) continue;
    const horizon = terms.length > 1 && rarest >= COMMON ? HORIZON : 0;
    const ordered = order.map((i) => terms[i]!);
    if (!take(await index.newest(ordered, inTitle, { ...options, horizon }))) return false;
  }
  return true;
}
