import type { SearchResource } from '../../shared/search';
import type { Database } from '../db/database';
import type { RowData } from '../repositories/table-repository';
import { wordsOf } from './fold';

/**
 * What the search finds a record by: one entry per hit (a client, a note with all its sections, a
 * task), written in the transaction of the record's own write.
 */
export type SearchEntry = {
  resource: SearchResource;
  id: number;
  title: string;
  /** The rest of what finds it (a note's sections, a client's address); excerpts come from it. */
  text: string;
  /** The record whose screen opens it when not its own (a task's project); deleting that record
   * takes this entry along. */
  opensId?: number | null;
};

/** Only so much of a text is kept for its excerpt; every word of it is still found. */
export const EXCERPT_SOURCE_MAX = 20_000;
/** The words of a text's first million characters are indexed, at most this many distinct ones. */
const INDEXED_TEXT_MAX = 1_000_000;
export const WORDS_MAX = 10_000;
/** A title's words compared whole (exact and starting titles): at most this many characters. */
const TITLE_KEY_MAX = 300;

/** An entry as the index stores it: the words its title and text are found by. */
export type IndexedEntry = {
  resource: SearchResource;
  record_id: number;
  opens_id: number | null;
  title: string;
  /** The title's words joined by spaces, as many whole words as fit in TITLE_KEY_MAX. */
  title_key: string;
  /** Its other distinct words (the text's, and a title's beyond title_key), at most WORDS_MAX. */
  words: string;
  text: string;
};

/** An entry's columns, each always set, in the order a statement's rows bind them. */
export const INDEXED_ENTRY_COLUMNS = [
  'resource',
  'record_id',
  'opens_id',
  'title',
  'title_key',
  'words',
  'text',
] as const satisfies readonly (keyof IndexedEntry)[];

export function indexedEntry(entry: SearchEntry): IndexedEntry {
  const keyWords: string[] = [];
  let length = -1;
  const rest = new Set<string>();
  for (const word of wordsOf(entry.title)) {
    if (rest.size === 0 && length + 1 + word.length <= TITLE_KEY_MAX) {
      keyWords.push(word);
      length += 1 + word.length;
    } else rest.add(word);
  }
  const inKey = new Set(keyWords);
  for (const word of wordsOf(cut(entry.text, INDEXED_TEXT_MAX))) {
    if (rest.size >= WORDS_MAX) break;
    if (!inKey.has(word)) rest.add(word);
  }
  for (const word of inKey) rest.delete(word);
  return {
    resource: entry.resource,
    record_id: entry.id,
    opens_id: entry.opensId ?? null,
    title: entry.title,
    title_key: keyWords.join(' '),
    words: [...rest].join(' '),
    text: cut(entry.text, EXCERPT_SOURCE_MAX),
  };
}

/** Every word an entry is found by. */
export const allWords = (entry: Pick<IndexedEntry, 'title_key' | 'words'>) =>
  [entry.title_key, entry.words].join(' ').split(' ').filter(Boolean);

/** The first `max` UTF-16 units of a text, without half a surrogate pair at the end. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max);
}

type Searchable = (db: Database, rows: RowData[]) => SearchEntry[] | Promise<SearchEntry[]>;
/** The search resource of the `searchable`s made by ownEntries: a record's entry is its own. */
const ownResources = new WeakMap<Searchable, SearchResource>();

/** The `searchable` of a resource whose entry is made from its own row alone. */
export function ownEntries(
  resource: SearchResource,
  of: (row: RowData) => Omit<SearchEntry, 'resource' | 'id'>,
) {
  const searchable = (_db: Database, rows: RowData[]): SearchEntry[] =>
    rows.map((row) => ({ resource, id: row.id, ...of(row) }));
  ownResources.set(searchable, resource);
  return searchable;
}

/** Under which resource a record's own entry is kept, when its `searchable` says (ownEntries). */
export const ownEntryResource = (searchable: Searchable | undefined) =>
  searchable && ownResources.get(searchable);
