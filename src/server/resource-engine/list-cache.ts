/**
 * Serialized list answers of a read-mostly resource, keyed by query. This instance's own writes
 * clear it at once; another instance's writes (PostgreSQL, several servers) show within `ttlMs`.
 */
export function listCache({ ttlMs = 1000, maxEntries = 64 } = {}) {
  const entries = new Map<
    string,
    { body: string; total: number; next?: string | undefined; storedAt: number }
  >();
  return {
    get(key: string, now = Date.now()) {
      const entry = entries.get(key);
      return entry && now - entry.storedAt < ttlMs ? entry : undefined;
    },
    set(key: string, body: string, total: number, next?: string, now = Date.now()) {
      entries.delete(key);
      entries.set(key, { body, total, next, storedAt: now });
      // A Map keeps insertion order: the first key is the least recently stored.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entries.get(key)!;
    },
    clear: () => entries.clear(),
  };
}
