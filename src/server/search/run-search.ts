import type { Database } from '../db/database';
import type { SearchHit, SearchQuery, SearchResource } from '../../shared/search';
import {
  type FoundEntry,
  readingIndex,
  searchMatchesRepository,
} from '../repositories/search-matches';
import { searchWordsRepository } from '../repositories/search-words';
import { excerpter } from './excerpt';
import { countingOnce, newestMatches, rareMatches } from './newest-matches';
import type { QueryTerm } from '../repositories/search-word-index';
import { wordsOf } from './fold';
import { screenUrl } from './screen-urls';
import { commentsRepository } from '../repositories/comments';
import { TYPO_MIN, correctable, oneLetterOut, withinOneEdit } from './typos';
import { indexPendingWords } from './word-index';

/** Words past this many in a query are left out: 200 characters of one-letter words is noise. */
const QUERY_WORDS_MAX = 12;
/** A typed word stands for at most this many indexed words that start with it (it first). */
const COMPLETIONS_MAX = 16;
/**
 * A word with more typed after it is taken whole when shorter than this: "a" in "planning a
 * satellite" would otherwise stand for sixteen common words that each must be intersected.
 */
const PREFIX_MIN = 3;
/** A typed word is corrected to at most this many words. */
const CORRECTIONS_MAX = 8;

/**
 * The words each typed word may have been meant as, one edit away. Only a word that starts no
 * indexed word is taken for a typo, and only one of letters, at least TYPO_MIN of them.
 */
async function corrections(
  db: Database,
  typed: readonly string[],
  completions: readonly string[][],
): Promise<string[][]> {
  const fixable = typed.map((word, i) => !completions[i]!.length && correctable(word, TYPO_MIN));
  const forms = typed.flatMap((word, i) => (fixable[i] ? oneLetterOut(word) : []));
  const candidates = await searchWordsRepository(db).withForms(forms);
  return typed.map((word, i) =>
    fixable[i]
      ? candidates
          .filter((c) => withinOneEdit(word, c))
          .sort()
          .slice(0, CORRECTIONS_MAX)
      : [],
  );
}

/**
 * GET /search: the records whose words start with the query's words, best first, as many as
 * `limit`. In tiers, each asked only while the answer is short: titles that are the query or
 * start with it (the exact one first, then in title order); then entries with every word in the
 * title, newest first; then with every word anywhere; then with one letter wrong in a word.
 * Accounts only for superusers. A query with no letters or digits finds nothing. The words of
 * entries written until now are indexed first (ADR 0034): a search finds every committed write.
 */
export async function runSearch(
  db: Database,
  { q, limit }: SearchQuery,
  superuser: boolean,
): Promise<SearchHit[]> {
  const typed = wordsOf(q).slice(0, QUERY_WORDS_MAX);
  if (typed.length === 0) return [];
  await indexPendingWords(db);
  const index = searchMatchesRepository(db);
  const hidden: SearchResource[] = superuser ? [] : ['users'];
  const found = new Set<number>();
  const take = (ids: number[]) => {
    for (const id of ids) if (found.size < limit) found.add(id);
    return found.size < limit;
  };
  let fixes: string[][] = [];
  // Titles often fill the answer (a name typed from its start): the words' tiers only if not.
  if (take(await index.titled(typed.join(' '), limit, hidden)))
    fixes = await readingIndex(db, (db) => byWords(db, typed, { limit, hidden }, take));
  const entries = await index.entries([...found]);
  // A comment's hit opens its record's screen: which resource that is, read for those found.
  const commentIds = [...entries.values()]
    .filter((entry) => entry.resource === 'comments')
    .map((entry) => Number(entry.record_id));
  const on = await commentsRepository(db).resourcesOf(commentIds);
  return hits(entries, [...found], typed, fixes.flat(), on);
}

/** The tiers by words, in one read; answers what each typed word was corrected to. */
async function byWords(
  db: Database,
  typed: readonly string[],
  options: { limit: number; hidden: readonly string[] },
  take: (ids: number[]) => boolean,
): Promise<string[][]> {
  const words = countingOnce(searchMatchesRepository(db).words());
  const completions = (await searchWordsRepository(db).startingWith(typed, COMPLETIONS_MAX)).map(
    (words, i) =>
      i < typed.length - 1 && [...typed[i]!].length < PREFIX_MIN
        ? words.filter((w) => w === typed[i])
        : words,
  );
  const rare = await rareMatches(words, completions, options);
  const more = !rare
    ? await newestMatches(words, completions, [true, false], options, take)
    : rare.all
      ? take(await titledFirst(db, rare.ids, completions))
      : (await newestMatches(words, completions, [true], options, take)) && take(rare.ids);
  if (!more) return [];
  const fixes = await corrections(db, typed, completions);
  const fixed = completions.map((c, i) => [...c, ...fixes[i]!]);
  if (fixes.some((f) => f.length > 0)) await newestMatches(words, fixed, [false], options, take);
  return fixes;
}

/** The entries with a word of every term in the title first, each part in the order given. */
async function titledFirst(
  db: Database,
  ids: number[],
  terms: readonly QueryTerm[],
): Promise<number[]> {
  const keys = await searchMatchesRepository(db).titleKeys(ids);
  const titled: number[] = [];
  const rest: number[] = [];
  for (const id of ids) {
    const words = new Set(keys.get(id)?.split(' '));
    (terms.every((term) => term.some((word) => words.has(word))) ? titled : rest).push(id);
  }
  return [...titled, ...rest];
}

/** The hits in the order found, each with its excerpt and the screen that opens it. */
function hits(
  entries: Map<number, FoundEntry>,
  order: number[],
  typed: readonly string[],
  corrected: readonly string[],
  commentsOn: ReadonlyMap<number, string>,
): SearchHit[] {
  const excerpt = excerpter(typed, corrected);
  // An entry removed between the reads (its record deleted meanwhile) is left out.
  return order.flatMap((entryId) => {
    const row = entries.get(entryId);
    if (!row) return [];
    const resource = row.resource as SearchResource;
    const id = Number(row.record_id);
    const opens = row.opens_id === null ? null : Number(row.opens_id);
    return [
      {
        resource,
        id,
        title: row.title,
        excerpt: excerpt(row.text),
        url: screenUrl(resource, id, opens, commentsOn.get(id) ?? null),
      },
    ];
  });
}
