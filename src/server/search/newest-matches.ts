import type { QueryTerm, WordIndex } from '../repositories/search-word-index';

/** A word in this many entries or more is common (counting stops there). */
const COMMON = 200;
/**
 * When every word of a query is common, it is looked for among this many newest entries that
 * have its rarest word: checking each costs a lookup per other word on PostgreSQL, and two
 * common words seldom together (a title's "survey" and "cameras") would otherwise be checked
 * against every entry with either.
 */
const HORIZON = 5_000;

/**
 * The newest entries with a word of every term (in the title only, or anywhere), at most
 * `limit`, by the same steps on both databases so that they answer alike: the rarest term is
 * read in order, the others checked; when all are common, only down to the HORIZON-th newest
 * entry of the rarest. A term no entry has ends it at once.
 */
export async function newestMatches(
  index: WordIndex,
  terms: readonly QueryTerm[],
  inTitle: boolean,
  options: { limit: number; hidden: readonly string[] },
): Promise<number[]> {
  if (terms.length === 0 || terms.some((t) => t.length === 0)) return [];
  if (terms.length === 1) return index.newest(terms, inTitle, { ...options, from: 0 });
  const counts = await index.counts(terms, inTitle, COMMON);
  const order = terms.map((_, i) => i).sort((a, b) => counts[a]! - counts[b]! || a - b);
  const rarest = order[0]!;
  if (counts[rarest] === 0) return [];
  const from =
    counts[rarest]! >= COMMON ? await index.horizon(terms[rarest]!, inTitle, HORIZON) : 0;
  return index.newest(
    order.map((i) => terms[i]!),
    inTitle,
    { ...options, from },
  );
}
