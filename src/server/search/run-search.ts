import type { Database } from '../db/database';
import type { SearchHit, SearchQuery, SearchResource } from '../../shared/search';
import {
  type FoundEntry,
  type QueryTerm,
  searchMatchesRepository,
} from '../repositories/search-matches';
import { searchWordsRepository } from '../repositories/search-words';
import { excerptOf } from './excerpt';
import { wordsOf } from './fold';
import { screenUrl } from './screen-urls';
import { TYPO_MIN, correctable, oneLetterOut, withinOneEdit } from './typos';

/** Words past this many in a query are left out: 200 characters of one-letter words is noise. */
const QUERY_WORDS_MAX = 12;
/** A typed word is corrected to at most this many words (the closest-looking are not ranked). */
const CORRECTIONS_MAX = 8;

/**
 * The words each typed word may have been meant as, one edit away and not already found by it
 * as a prefix. Words of letters only, of at least TYPO_MIN letters, are corrected.
 */
async function corrections(db: Database, typed: readonly string[]): Promise<string[][]> {
  const fixable = typed.map((word) => correctable(word, TYPO_MIN));
  const forms = typed.flatMap((word, i) => (fixable[i] ? oneLetterOut(word) : []));
  const candidates = await searchWordsRepository(db).withForms(forms);
  return typed.map((word, i) =>
    fixable[i]
      ? candidates
          .filter((c) => !c.startsWith(word) && withinOneEdit(word, c))
          .sort()
          .slice(0, CORRECTIONS_MAX)
      : [],
  );
}

/**
 * GET /search: the records whose words start with the query's words, best first, as many as
 * `limit`. In tiers, each asked only while the answer is short: titles that are the query or
 * start with it (the exact one first); then entries with every word as typed, by the engine's
 * relevance; then entries where a word matches with one letter wrong. Accounts only for
 * superusers. A query with no letters or digits finds nothing.
 */
export async function runSearch(
  db: Database,
  { q, limit }: SearchQuery,
  superuser: boolean,
): Promise<SearchHit[]> {
  const typed = wordsOf(q).slice(0, QUERY_WORDS_MAX);
  if (typed.length === 0) return [];
  const index = searchMatchesRepository(db);
  const hidden: SearchResource[] = superuser ? [] : ['users'];
  const found = new Map<number, FoundEntry>();
  const add = (rows: FoundEntry[]) => {
    for (const row of rows) if (found.size < limit && !found.has(row.id)) found.set(row.id, row);
  };
  // Each tier asks for enough to fill the answer after what earlier tiers found.
  const wanted = () => limit - found.size;
  add(await index.titled(typed.join(' '), limit, hidden));
  const terms: QueryTerm[] = typed.map((prefix) => ({ prefix, exact: [] }));
  if (wanted() > 0) add(await index.matching(terms, limit + found.size, hidden));
  let fixes: string[][] = [];
  if (wanted() > 0) {
    fixes = await corrections(db, typed);
    if (fixes.some((f) => f.length > 0)) {
      const fixed = terms.map((t, i) => ({ ...t, exact: fixes[i]! }));
      add(await index.matching(fixed, limit + found.size, hidden));
    }
  }
  const texts = await index.texts([...found.keys()]);
  return [...found.values()].map((row) => {
    const resource = row.resource as SearchResource;
    const id = Number(row.record_id);
    const opens = row.opens_id === null ? null : Number(row.opens_id);
    return {
      resource,
      id,
      title: row.title,
      excerpt: excerptOf(texts.get(Number(row.id)) ?? '', typed, fixes.flat()),
      url: screenUrl(resource, id, opens),
    };
  });
}
