import { sql } from 'kysely';
import type { Database } from '../db/database';

type Words = { id: number; title_key: string; words: string };

/** The words of an entry as stored: its title's, then its others'. */
const split = (text: string) => text.split(' ').filter(Boolean);

/**
 * PostgreSQL's word index (migration 013): one row per word and entry, keyed (word, entry_id), so
 * that the newest entries with a word are read in order from the index and a query stops at the
 * answer's length, however many entries have the word (a GIN index yields all of them, unordered:
 * docs/decisions/0017-search-index.md). `title` marks the title's words, which a partial index
 * keeps apart for the title tier.
 */
export function searchPostings(db: Database) {
  return {
    /** The postings of these entries, from their stored words, in one statement. */
    async add(ids: readonly number[]) {
      if (ids.length === 0) return;
      await sql`insert into search_postings (word, entry_id, title)
        select w, id, bool_or(t) from (
          select id, unnest(string_to_array(title_key, ' ')) as w, true as t
            from search_entries where id = any(${ids}::int[])
          union all
          select id, unnest(string_to_array(words, ' ')), false
            from search_entries where id = any(${ids}::int[])
        ) x where w <> '' group by w, id
        on conflict (word, entry_id) do update set title = excluded.title`.execute(db);
    },

    /** The postings of entries as they were (their words before a change, or a delete). */
    async remove(entries: readonly Words[]) {
      const words: string[] = [];
      const ids: number[] = [];
      for (const e of entries)
        for (const word of [...split(e.title_key), ...split(e.words)]) {
          words.push(word);
          ids.push(Number(e.id));
        }
      if (words.length === 0) return;
      await sql`delete from search_postings p
        using unnest(${words}::text[], ${ids}::int[]) as d(word, entry_id)
        where p.word = d.word and p.entry_id = d.entry_id`.execute(db);
    },
  };
}
