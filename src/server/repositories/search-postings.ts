import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { WordsChange } from './word-index-rows';

/** The words of an entry as stored: its title's, then its others'. */
const split = (text: string) => text.split(' ').filter(Boolean);

/** An entry's postings: each word it is found by, and whether its title has it. */
function postingsOf(entry: { title_key: string; words: string }) {
  const postings = new Map<string, boolean>();
  for (const word of split(entry.words)) postings.set(word, false);
  for (const word of split(entry.title_key)) postings.set(word, true);
  return postings;
}

/**
 * PostgreSQL's word index (migration 013): one row per word and entry, keyed (word, entry_id), so
 * that the newest entries with a word are read in order from the index and a query stops at the
 * answer's length, however many entries have the word (a GIN index yields all of them, unordered:
 * docs/decisions/0017-search-index.md). `title` marks the title's words, which a partial index
 * keeps apart for the title tier.
 */
export function searchPostings(db: Database) {
  return {
    /**
     * The postings of entries written again or removed, changed word by word: those of the words
     * an entry no longer has go, those of its new words (or of words that moved into or out of
     * its title) come, in a statement each; the words it kept are left alone.
     */
    async change(entries: readonly WordsChange[]) {
      const gone: { word: string; id: number }[] = [];
      const come: { word: string; id: number; title: boolean }[] = [];
      for (const { before, after, id } of entries) {
        const was = before ? postingsOf(before) : new Map<string, boolean>();
        const is = after ? postingsOf(after) : new Map<string, boolean>();
        for (const word of was.keys()) if (!is.has(word)) gone.push({ word, id });
        for (const [word, title] of is) if (was.get(word) !== title) come.push({ word, id, title });
      }
      if (gone.length)
        await sql`delete from search_postings p
          using unnest(${gone.map((g) => g.word)}::text[], ${gone.map((g) => g.id)}::int[])
            as d(word, entry_id)
          where p.word = d.word and p.entry_id = d.entry_id`.execute(db);
      if (come.length)
        await sql`insert into search_postings (word, entry_id, title)
          select * from unnest(${come.map((c) => c.word)}::text[], ${come.map((c) => c.id)}::int[],
            ${come.map((c) => c.title)}::bool[])
          on conflict (word, entry_id) do update set title = excluded.title`.execute(db);
    },
  };
}
