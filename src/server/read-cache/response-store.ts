import { createHash } from 'node:crypto';
import { pieceStore } from './record-pieces';
import { ALL, type Versions, versionOf } from './versions';

export type CachedAnswer = {
  /** UTF-8 bytes: encoded once, not on every send. */
  body: Buffer;
  /** A strong ETag: the body's hash. */
  etag: string;
  headers: Readonly<Record<string, string>>;
};
type Entry = CachedAnswer & { tables: readonly string[]; stamp: readonly number[] };

export const etagOf = (body: Buffer | string) =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Serialized answers by key, each with the versions of the tables it was built from. An entry
 * whose tables have moved on is never returned (and is dropped). Bounded in entries and in bytes;
 * a Map keeps insertion order, and a hit is re-inserted, so the first key is the least recently used.
 */
export function responseStore({ maxEntries = 2_000, maxBytes = 32 * 1024 * 1024 } = {}) {
  const entries = new Map<string, Entry>();
  /** Answers being built, by key and the versions of their tables (see answer). */
  const building = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;
  /** Lists' records' pieces, that a list rebuilt after a write reuses (record-pieces.ts). */
  const pieces = pieceStore();
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  return {
    pieces,
    get(key: string, versions: Versions): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.tables.some((t, i) => versionOf(versions, t) !== entry.stamp[i])) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** Stores an answer built from the database as it was at `versions` or later. */
    set(key: string, tables: readonly string[], versions: Versions, answer: CachedAnswer) {
      const all = [...tables, ALL];
      drop(key);
      if (answer.body.length > maxBytes / 4) return;
      entries.set(key, { ...answer, tables: all, stamp: all.map((t) => versionOf(versions, t)) });
      bytes += answer.body.length;
      while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value!);
    },
    /**
     * The answer at these versions: kept, else built once for every request that asks for it at
     * the same versions while it is being built. After a write, the reads in flight all miss at
     * once; without this each of them would build the same answer (ten connections, ten builds
     * of a list of 100 clients), with it one does and the others wait for it. Sharing is the
     * cache's own rule: the build began after these versions were read, so its answer holds
     * for them, as a kept one with the same stamp would. A failed build fails its waiters too.
     */
    answer(
      key: string,
      tables: readonly string[],
      versions: Versions,
      build: () => Promise<CachedAnswer>,
    ): Promise<CachedAnswer> {
      const kept = this.get(key, versions);
      if (kept) return Promise.resolve(kept);
      const at = `${key}\n${[...tables, ALL].map((t) => versionOf(versions, t)).join(' ')}`;
      let pending = building.get(at);
      if (!pending) {
        pending = build()
          .then((answer) => (this.set(key, tables, versions, answer), answer))
          .finally(() => building.delete(at));
        building.set(at, pending);
      }
      return pending;
    },
    /** Frees the entries built from these tables (they would fail their check anyway). */
    evict(tables: readonly string[]) {
      const changed = new Set(tables);
      if (changed.has(ALL)) return this.clear();
      for (const [key, entry] of entries) if (entry.tables.some((t) => changed.has(t))) drop(key);
    },
    clear() {
      entries.clear();
      bytes = 0;
      pieces.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type ResponseStore = ReturnType<typeof responseStore>;
