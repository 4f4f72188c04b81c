/**
 * Who has news: the live streams of this instance (GET /events) hear here that a person has new
 * notifications, and read them from the database themselves. On PostgreSQL the news comes by
 * NOTIFY from whichever instance filed them (notifications-plugin.ts); on SQLite, one instance,
 * from this process's own sender.
 */
export function liveHub() {
  const listeners = new Map<number, Set<() => void>>();
  return {
    /** Calls `listener` whenever `userId` has news; answers how to stop. */
    subscribe(userId: number, listener: () => void): () => void {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(userId);
      };
    },
    news(userIds: Iterable<number>) {
      for (const id of userIds) for (const listener of listeners.get(id) ?? []) listener();
    },
    /** Everyone listening: after a lost connection to the database, anything may be news. */
    everyone() {
      for (const set of listeners.values()) for (const listener of set) listener();
    },
    get streams() {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
  };
}
export type LiveHub = ReturnType<typeof liveHub>;
