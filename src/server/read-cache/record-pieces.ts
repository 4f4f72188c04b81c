import { ALL, type Versions, versionOf } from './versions';

/**
 * Each record's piece of a list's answer (its JSON), kept by the list, the record's id and
 * version, and the versions of the tables its embed reads. A write makes a list's whole answer
 * stale, but it changes one record or a few: the list is then rebuilt from the pieces it kept,
 * and only the records whose version moved are read whole, embedded and serialized again (ADR
 * 0049). A version names one content of a record because every write goes through the resource
 * engine, whose claim moves it (record-versions.ts); a restore moves it too. Bounded in entries
 * and in characters, the oldest made first out.
 */
export function pieceStore({ maxEntries = 20_000, maxChars = 8 * 1024 * 1024 } = {}) {
  const entries = new Map<string, string>();
  /** Each list's stamp when its pieces were last made: pieces at another stamp are of no use. */
  const stamps = new Map<string, string>();
  let chars = 0;
  let made = 0;
  const drop = (key: string) => {
    const piece = entries.get(key);
    if (piece === undefined) return;
    chars -= key.length + piece.length;
    entries.delete(key);
  };
  return {
    // Not moved to the end on a hit, as the answers are: a list's hundred hits a rebuild would
    // cost a hundred deletes and inserts. The oldest made go first.
    get: (key: string): string | undefined => entries.get(key),
    set(key: string, piece: string) {
      drop(key);
      made += 1;
      if (key.length + piece.length > maxChars / 16) return;
      entries.set(key, piece);
      chars += key.length + piece.length;
      while (entries.size > maxEntries || chars > maxChars) drop(entries.keys().next().value!);
    },
    /** Whether pieces of `list` were made at `stamp`, the last time any were. */
    madeAt: (list: string, stamp: string) => stamps.get(list) === stamp,
    madeNow(list: string, stamp: string) {
      if (stamps.size >= maxEntries) stamps.clear();
      stamps.set(list, stamp);
    },
    clear() {
      entries.clear();
      stamps.clear();
      chars = 0;
    },
    get size() {
      return entries.size;
    },
    /** How many pieces were made (serialized) since the start: what a rebuild did not reuse. */
    get made() {
      return made;
    },
  };
}
export type PieceStore = ReturnType<typeof pieceStore>;

/** A record's key: its id, version and unversioned columns. */
type Keyed = { id: number; version?: unknown; [column: string]: unknown };

/** What a list's build asks of the pieces: the kept one of a record at a version, or new ones. */
export type RecordPieces = {
  /**
   * Whether pieces of this list may be kept at these versions: if not (a first build, or the
   * tables its records embed have changed), a build reads its page whole, not key by key.
   */
  readonly warm: boolean;
  kept(row: Keyed): string | undefined;
  /** These records' pieces, from their rows and (in the same order) their entities. */
  make(rows: readonly Keyed[], entities: unknown[]): string[];
};

/**
 * The pieces of one list (`list`: its path), whose records embed rows of `embedTables` and may
 * change their `unversioned` columns without a new version, at `versions` (undefined: the cache
 * is bypassed, nothing is kept). `show` gives records as the list's answer shows them (its
 * schema's output), all at once: a schema parses an array of a hundred faster than a hundred
 * records one by one.
 */
export function recordPieces(
  store: PieceStore,
  list: string,
  {
    embedTables = [],
    unversioned = [],
  }: { embedTables?: readonly string[]; unversioned?: readonly string[] },
  versions: Versions | undefined,
  show: (entities: unknown[]) => unknown[],
): RecordPieces {
  const made = (entities: unknown[]) => show(entities).map((shown) => JSON.stringify(shown));
  if (!versions)
    return { warm: false, kept: () => undefined, make: (_rows, entities) => made(entities) };
  const stamp = [ALL, ...embedTables].map((t) => versionOf(versions, t)).join('.');
  const key = (row: Keyed) =>
    `${list}|${stamp}|${row.id}|${Number(row.version)}${unversioned.map((c) => `|${String(row[c])}`).join('')}`;
  return {
    warm: store.madeAt(list, stamp),
    kept: (row) => store.get(key(row)),
    make(rows, entities) {
      const pieces = made(entities);
      rows.forEach((row, i) => store.set(key(row), pieces[i]!));
      store.madeNow(list, stamp);
      return pieces;
    },
  };
}
