import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { IndexedEntry } from '../search/search-entry';

/**
 * searchIndexRepository's put on PostgreSQL in one statement, where SQLite (in the process)
 * runs three cheap ones: what is stored is read, the entries that differ are upserted, and a
 * pending row holding the words the index had is left for those whose words changed (ADR 0034).
 * Every part of a statement sees the same snapshot, so `held` is the entries as they were before
 * the upsert. The batch travels as one JSON value: one prepared text whatever its length.
 */
export async function putEntriesPostgres(db: Database, entries: readonly IndexedEntry[]) {
  await sql`with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as i(
        resource text, record_id integer, opens_id integer, title text, title_key text,
        words text, "text" text)
    ), held as (
      select e.id, e.resource, e.record_id, e.title_key, e.words
      from search_entries e join incoming i using (resource, record_id)
    ), written as (
      insert into search_entries (resource, record_id, opens_id, title, title_key, words, "text")
      select resource, record_id, opens_id, title, title_key, words, "text" from incoming
      on conflict (resource, record_id) do update set opens_id = excluded.opens_id,
        title = excluded.title, title_key = excluded.title_key, words = excluded.words,
        "text" = excluded."text"
      where (search_entries.opens_id, search_entries.title, search_entries.title_key,
          search_entries.words, search_entries."text")
        is distinct from (excluded.opens_id, excluded.title, excluded.title_key, excluded.words,
          excluded."text")
      returning id, resource, record_id, title_key, words
    )
    insert into search_pending (entry_id, title_key, words)
    select w.id, h.title_key, h.words
    from written w left join held h using (resource, record_id)
    where h.id is null or h.title_key is distinct from w.title_key or h.words is distinct from w.words
    on conflict (entry_id) do nothing`.execute(db);
}
