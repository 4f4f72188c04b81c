import { SqliteAdapter } from 'kysely';
import type { Database } from '../db/database';
import type { IndexedEntry } from '../search/search-entry';
import { searchPostings } from './search-postings';

/** Rows per INSERT: well under both databases' limits on bound parameters. */
const BATCH = 500;

type Key = { resource: string; record_id: number };
const keyOf = (k: Key) => `${k.resource}:${k.record_id}`;

/**
 * The search index's entries (migration 013), written in the caller's transaction. An entry is
 * keyed by its resource and record; writing it again replaces it under the same id. Its words are
 * then indexed by that id: on SQLite in the FTS5 table, on PostgreSQL as postings (one row per
 * word and entry, search-postings.ts).
 */
export function searchIndexRepository(db: Database) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const postings = searchPostings(db);
  /**
   * SQLite: the entries' rows in both FTS5 tables. Only rows that are there: a contentless table
   * keeps a tombstone for every rowid deleted, there or not, until its segments merge.
   */
  async function ftsRemove(ids: number[]) {
    if (ids.length === 0) return;
    for (const table of ['search_fts', 'search_title_fts'] as const)
      await db.deleteFrom(table).where('rowid', 'in', ids).execute();
  }

  /** The entries these records have now, with their words (PostgreSQL: their postings). */
  async function existing(entries: readonly Key[]) {
    const byResource = new Map<string, number[]>();
    for (const e of entries)
      byResource.set(e.resource, [...(byResource.get(e.resource) ?? []), e.record_id]);
    const found = [];
    for (const [resource, ids] of byResource)
      found.push(
        ...(await db
          .selectFrom('search_entries')
          .select(['id', 'title_key', 'words'])
          .where('resource', '=', resource)
          .where('record_id', 'in', ids)
          .execute()),
      );
    return found;
  }

  async function putBatch(entries: readonly IndexedEntry[]) {
    const before = await existing(entries);
    const written = await db
      .insertInto('search_entries')
      .values(entries.map((e) => ({ ...e })))
      .onConflict((c) =>
        c.columns(['resource', 'record_id']).doUpdateSet((e) => ({
          opens_id: e.ref('excluded.opens_id'),
          title: e.ref('excluded.title'),
          title_key: e.ref('excluded.title_key'),
          words: e.ref('excluded.words'),
          text: e.ref('excluded.text'),
        })),
      )
      .returning(['id', 'resource', 'record_id'])
      .execute();
    const ids = written.map((w) => Number(w.id));
    if (sqlite) {
      await ftsRemove(before.map((b) => Number(b.id)));
      const entries = db.selectFrom('search_entries').where('id', 'in', ids);
      await db
        .insertInto('search_fts')
        .columns(['rowid', 'title_key', 'words'])
        .expression(entries.select(['id', 'title_key', 'words']))
        .execute();
      await db
        .insertInto('search_title_fts')
        .columns(['rowid', 'title_key'])
        .expression(entries.select(['id', 'title_key']))
        .execute();
    } else {
      await postings.remove(before);
      await postings.add(ids);
    }
  }

  return {
    /** Writes entries, new or again (a record updated, a note whose section changed). */
    async put(entries: readonly IndexedEntry[]) {
      const latest = new Map(entries.map((e) => [keyOf(e), e]));
      const unique = [...latest.values()];
      for (let i = 0; i < unique.length; i += BATCH) await putBatch(unique.slice(i, i + BATCH));
    },

    /** Removes the entries of these records and of what they open (a project's tasks). */
    async remove(resource: string, ids: readonly number[], opened: readonly string[] = []) {
      if (ids.length === 0) return;
      const removed = await db
        .deleteFrom('search_entries')
        .where((w) =>
          w.or([
            w.and([w('resource', '=', resource), w('record_id', 'in', ids)]),
            ...(opened.length
              ? [w.and([w('opens_id', 'in', ids), w('resource', 'in', opened)])]
              : []),
          ]),
        )
        .returning(['id', 'title_key', 'words'])
        .execute();
      if (removed.length === 0) return;
      if (sqlite) await ftsRemove(removed.map((r) => Number(r.id)));
      else await postings.remove(removed);
    },
  };
}
