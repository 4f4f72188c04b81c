import type { QueryTerm, WordIndex } from '../repositories/search-word-index';

/** A word in this many entries or more is common (counting stops there). */
const COMMON = 200;
/**
 * When every word of a query is common, it is looked for among this many newest entries that
 * have its rarest word: checking each costs a lookup per other word on PostgreSQL, and two
 * common words seldom together (a title's "survey" and "cameras") would otherwise be checked
 * against every entry with either.
 */
const HORIZON = 500;

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
    const { ordered, rarest } = rarestFirst(terms, counts[k]!);
    if (rarest === 0) continue;
    const horizon = terms.length > 1 && rarest >= COMMON ? HORIZON : 0;
    if (!take(await index.newest(ordered, inTitle, { ...options, horizon }))) return false;
  }
  return true;
}

/**
 * The index with each tier's counts read once per search: rareMatches reads the tier of every word
 * anywhere first, and newestMatches then needs it again when there were more.
 */
export function countingOnce(index: WordIndex): WordIndex {
  const known = new Map<string, number[]>();
  return {
    ...index,
    async counts(terms, cap, tiers) {
      const key = (inTitle: boolean) => `${inTitle}:${cap}:${JSON.stringify(terms)}`;
      const missing = tiers.filter((inTitle) => !known.has(key(inTitle)));
      if (missing.length > 0)
        (await index.counts(terms, cap, missing)).forEach((c, k) => known.set(key(missing[k]!), c));
      return tiers.map((inTitle) => known.get(key(inTitle))!);
    },
  };
}

/**
 * When the rarest term is not common (no horizon), the newest entries with a word of every term
 * anywhere, read first: `all` when they are fewer than `limit`, and so every one there is. Then
 * one read answers both tiers, titles being told apart by their words afterwards (titledFirst);
 * otherwise the titles' tier is read and these follow it, as newestMatches would have read them.
 * Undefined for a common rarest term, and for one term, whose count would be a read of its own.
 */
export async function rareMatches(
  index: WordIndex,
  terms: readonly QueryTerm[],
  options: { limit: number; hidden: readonly string[] },
): Promise<{ ids: number[]; all: boolean } | undefined> {
  if (terms.length < 2 || terms.some((t) => t.length === 0)) return undefined;
  const [count] = await index.counts(terms, COMMON, [false]);
  const { ordered, rarest } = rarestFirst(terms, count!);
  if (rarest >= COMMON) return undefined;
  const ids = await index.newest(ordered, false, { ...options, horizon: 0 });
  return { ids, all: ids.length < options.limit };
}

/** The terms by their counts, the rarest first (ties in typed order), and the rarest's count. */
function rarestFirst(terms: readonly QueryTerm[], count: readonly number[]) {
  const order = terms.map((_, i) => i).sort((a, b) => count[a]! - count[b]! || a - b);
  return { ordered: order.map((i) => terms[i]!), rarest: count[order[0]!]! };
}
