import type { Database } from '../db/database';
import { FIXED_ROWS_MAX, compileFixed, rowsOf } from '../db/fixed-statements';
import { holdsStatements, runAhead, runUnread } from '../db/held-statements';
import { INDEXED_ENTRY_COLUMNS, type IndexedEntry } from '../search/search-entry';
import { searchPendingRepository } from './search-pending';
import type { Words } from './word-index-rows';

/** Rows per INSERT: well under both databases' limits on bound parameters. */
const BATCH = 500;

type Key = { resource: string; record_id: number };
const keyOf = (k: Key) => `${k.resource}:${k.record_id}`;
type StoredEntry = Omit<IndexedEntry, 'resource'> & { resource: string };
type StoredWithId = StoredEntry & { id: number };

/** Records' ids by their entries' resource. */
function byResource(keys: Iterable<Key>): Map<string, number[]> {
  const grouped = new Map<string, number[]>();
  for (const { resource, record_id } of keys) {
    const ids = grouped.get(resource);
    if (ids) ids.push(record_id);
    else grouped.set(resource, [record_id]);
  }
  return grouped;
}

/**
 * Entries read ahead (readAhead), or known to be none (noneStored), per transaction, by key: the
 * next read of a key takes it.
 */
const readsAhead = new WeakMap<object, Map<string, Promise<StoredWithId[]>>>();
const NONE: Promise<StoredWithId[]> = Promise.resolve([]);
function aheadIn(db: Database) {
  let ahead = readsAhead.get(db);
  if (!ahead) readsAhead.set(db, (ahead = new Map()));
  return ahead;
}

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
 * indexed by that id (on SQLite in the FTS5 tables, on PostgreSQL as postings) right after the
 * write, from the pending rows it leaves (migration 030, search/word-index.ts; ADR 0034).
 */
export function searchIndexRepository(db: Database) {
  const pending = searchPendingRepository(db);

  const entriesOf = (resource: unknown, ids: readonly unknown[]) =>
    db
      .selectFrom('search_entries')
      .select(['id', 'resource', 'record_id', 'opens_id', 'title', 'title_key', 'words', 'text'])
      .where('resource', '=', resource as string)
      .where('record_id', 'in', ids as number[]);
  const fixedEntriesOf = (resource: string, ids: readonly number[]) =>
    compileFixed(db, `searchEntries ${ids.length}`, [resource, ...ids], ([r, ...is]) =>
      entriesOf(r, is),
    );

  /** The entries these records have now, as stored (or as read ahead, readAhead). */
  async function existing(entries: readonly Key[]) {
    const ahead = readsAhead.get(db);
    const found: StoredWithId[] = [];
    const unread: Key[] = [];
    for (const e of entries) {
      const read = ahead?.get(keyOf(e));
      if (read) {
        ahead!.delete(keyOf(e));
        found.push(...(await read));
      } else unread.push(e);
    }
    for (const [resource, ids] of byResource(unread))
      found.push(
        ...((ids.length <= FIXED_ROWS_MAX
          ? (await db.executeQuery(fixedEntriesOf(resource, ids))).rows
          : await entriesOf(resource, ids).execute()) as StoredWithId[]),
      );
    return found;
  }

  /**
   * Writes the entries that differ from what is stored, and leaves for indexing again only those
   * whose words changed: an edit that changes nothing the search sees (a date, an amount) writes
   * nothing at all.
   */
  async function putBatch(entries: readonly IndexedEntry[]) {
    const stored = new Map((await existing(entries)).map((e) => [keyOf(e), e]));
    const changed = entries.filter((e) => !sameEntry(stored.get(keyOf(e)), e));
    if (changed.length === 0) return;
    const upsert = (rows: readonly Record<string, unknown>[]) =>
      db
        .insertInto('search_entries')
        .values(rows as IndexedEntry[])
        .onConflict((c) =>
          c.columns(['resource', 'record_id']).doUpdateSet((e) => ({
            opens_id: e.ref('excluded.opens_id'),
            title: e.ref('excluded.title'),
            title_key: e.ref('excluded.title_key'),
            words: e.ref('excluded.words'),
            text: e.ref('excluded.text'),
          })),
        );
    // Nothing of the upsert is read back (an entry keeps its id; a new one's pending row finds it
    // by its key), so on PostgreSQL it goes out with the write's next statement (runUnread).
    await runUnread(
      db,
      changed.length <= FIXED_ROWS_MAX
        ? compileFixed(
            db,
            `searchEntriesPut ${changed.length}`,
            changed.flatMap((e) => INDEXED_ENTRY_COLUMNS.map((column) => e[column])),
            (values) => upsert(rowsOf(values, INDEXED_ENTRY_COLUMNS)),
          )
        : upsert(changed.map((e) => ({ ...e }))).compile(),
    );
    const wordsChanged = changed.filter((after) => {
      const before = stored.get(keyOf(after));
      return before && !sameWords(before, after);
    });
    await pending.note(
      wordsChanged.map((after) => {
        const before = stored.get(keyOf(after))!;
        return { entry_id: Number(before.id), title_key: before.title_key, words: before.words };
      }),
    );
    const fresh = byResource(changed.filter((e) => !stored.has(keyOf(e))));
    for (const [resource, recordIds] of fresh) await pending.noteNew(resource, recordIds);
  }

  return {
    /** The words of these entries as stored, by id; an entry no longer there is absent. */
    async wordsOf(ids: readonly number[]): Promise<Map<number, Words>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('search_entries')
        .select(['id', 'title_key', 'words'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [Number(r.id), { title_key: r.title_key, words: r.words }]));
    },

    /**
     * Starts reading the entries of these records of `resource` (held-statements.ts runAhead), for
     * the transaction's next put of them: on PostgreSQL, with the statement started before it (the
     * record's lock), in one round trip. Only in a transaction on PostgreSQL; elsewhere the put
     * reads them itself.
     */
    async readAhead(resource: string, ids: readonly number[]) {
      if (!holdsStatements(db) || ids.length === 0 || ids.length > FIXED_ROWS_MAX) return;
      const { answer } = await runAhead<StoredWithId>(db, fixedEntriesOf(resource, ids));
      const ahead = aheadIn(db);
      for (const id of ids) {
        const own = answer.then((rows) => rows.filter((r) => Number(r.record_id) === id));
        own.catch(() => {}); // the put's to read; a rollback may leave it unread
        ahead.set(keyOf({ resource, record_id: id }), own);
      }
    },

    /** These records of `resource` have no entry stored: their next put reads none. */
    noneStored(resource: string, ids: readonly number[]) {
      const ahead = aheadIn(db);
      for (const id of ids) ahead.set(keyOf({ resource, record_id: id }), NONE);
    },

    /** Writes entries, new or again (a record updated, a note whose section changed). */
    async put(entries: readonly IndexedEntry[]) {
      const latest = new Map(entries.map((e) => [keyOf(e), e]));
      const unique = [...latest.values()];
      for (let i = 0; i < unique.length; i += BATCH) await putBatch(unique.slice(i, i + BATCH));
    },

    /** Removes the entries of these records and of what they open (a project's tasks). */
    async remove(resource: string, ids: readonly number[], opened: readonly string[] = []) {
      if (ids.length === 0) return;
      readsAhead.delete(db); // what was read ahead may be among what goes
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
      await pending.note(
        removed.map((r) => ({ entry_id: Number(r.id), title_key: r.title_key, words: r.words })),
      );
    },
  };
}
