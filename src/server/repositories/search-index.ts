import { SqliteAdapter } from 'kysely';
import type { Database } from '../db/database';
import type { IndexedEntry } from '../search/search-entry';
import { searchPostings } from './search-postings';

/** Rows per INSERT: well under both databases' limits on bound parameters. */
const BATCH = 500;

type Key = { resource: string; record_id: number };
const keyOf = (k: Key) => `${k.resource}:${k.record_id}`;
type StoredEntry = Omit<IndexedEntry, 'resource'> & { resource: string };
/** An entry written again whose words changed (`before` undefined: a new one). */
export type Reworded = { before?: StoredEntry; after: IndexedEntry; id: number };

const sameWords = (a: StoredEntry, b: IndexedEntry) =>
  a.title_key === b.title_key && a.words === b.words;
const sameEntry = (a: StoredEntry | undefined, b: IndexedEntry) =>
  a !== undefined &&
  sameWords(a, b) &&
  a.title === b.title &&
  a.text === b.text &&
  (a.opens_id === null ? null : Number(a.opens_id)) === b.opens_id;

/**
 * The search index's entries (migration 013), written in the caller's transaction. An entry is
 * keyed by its resource and record; writing it again replaces it under the same id. Its words are
 * then indexed by that id: on SQLite in the FTS5 table, on PostgreSQL as postings (one row per
 * word and entry, search-postings.ts).
 */
export function searchIndexRepository(db: Database) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const postings = searchPostings(db);
  async function ftsRemove(table: 'search_fts' | 'search_title_fts', ids: number[]) {
    if (ids.length) await db.deleteFrom(table).where('rowid', 'in', ids).execute();
  }

  /** The entries these records have now, as stored. */
  async function existing(entries: readonly Key[]) {
    const byResource = new Map<string, number[]>();
    for (const e of entries) {
      const ids = byResource.get(e.resource) ?? [];
      ids.push(e.record_id);
      byResource.set(e.resource, ids);
    }
    const found: (StoredEntry & { id: number })[] = [];
    for (const [resource, ids] of byResource)
      found.push(
        ...((await db
          .selectFrom('search_entries')
          .select([
            'id',
            'resource',
            'record_id',
            'opens_id',
            'title',
            'title_key',
            'words',
            'text',
          ])
          .where('resource', '=', resource)
          .where('record_id', 'in', ids)
          .execute()) as (StoredEntry & { id: number })[]),
      );
    return found;
  }

  /**
   * Writes the entries that differ from what is stored, and indexes again only the words that
   * changed: an edit of a client's phone rewrites its entry's row but not its title's index, and
   * an edit that changes nothing the search sees (a date, an amount) writes nothing at all.
   */
  async function putBatch(entries: readonly IndexedEntry[]) {
    const stored = new Map((await existing(entries)).map((e) => [keyOf(e), e]));
    const changed = entries.filter((e) => !sameEntry(stored.get(keyOf(e)), e));
    if (changed.length === 0) return;
    const written = await db
      .insertInto('search_entries')
      .values(changed.map((e) => ({ ...e })))
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
    const idOf = new Map(written.map((w) => [keyOf(w), Number(w.id)]));
    const rewords = changed
      .map((after) => ({ before: stored.get(keyOf(after)), after, id: idOf.get(keyOf(after))! }))
      .filter(({ before, after }) => !before || !sameWords(before, after));
    if (sqlite) await ftsRewrite(rewords);
    else await postings.change(rewords);
  }

  /**
   * SQLite: the entries' rows in the FTS5 tables, written again where their words changed; the
   * titles' table only where the title's did. Only rows that are there are deleted: a contentless
   * table keeps a tombstone for every rowid deleted, there or not, until its segments merge.
   */
  async function ftsRewrite(rewords: readonly Reworded[]) {
    const again = (test: (r: Reworded) => boolean) => rewords.filter(test).map((r) => r.id);
    const titled = again((r) => !r.before || r.before.title_key !== r.after.title_key);
    await ftsRemove(
      'search_fts',
      again((r) => r.before !== undefined),
    );
    await ftsRemove(
      'search_title_fts',
      again((r) => r.before !== undefined && r.before.title_key !== r.after.title_key),
    );
    const rows = (ids: number[]) => db.selectFrom('search_entries').where('id', 'in', ids);
    const all = rewords.map((r) => r.id);
    await db
      .insertInto('search_fts')
      .columns(['rowid', 'title_key', 'words'])
      .expression(rows(all).select(['id', 'title_key', 'words']))
      .execute();
    if (titled.length)
      await db
        .insertInto('search_title_fts')
        .columns(['rowid', 'title_key'])
        .expression(rows(titled).select(['id', 'title_key']))
        .execute();
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
      if (sqlite) {
        const ids = removed.map((r) => Number(r.id));
        await ftsRemove('search_fts', ids);
        await ftsRemove('search_title_fts', ids);
      } else await postings.remove(removed);
    },
  };
}
