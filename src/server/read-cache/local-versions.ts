import type { SqliteChanges } from '../db/database';
import { changedBy } from './tables';
import { ALL, type VersionSource, type Versions } from './versions';

/**
 * SQLite: one file served by one process, so versions are counters in memory, bumped after each
 * of this process's writes (and, for a delete, the tables its ON DELETE may reach). A commit by
 * another process (the users CLI, a script) shows in PRAGMA data_version: then every table counts
 * as changed.
 */
export function localVersions(
  feed: SqliteChanges,
  onChange: (tables: string[]) => void,
): VersionSource {
  // Replaced, never mutated: a request keeps the object it was handed as its snapshot.
  let versions: Versions = {};
  let dataVersion = feed.dataVersion();
  const bump = (tables: string[]) => {
    const next = { ...versions };
    for (const table of tables) next[table] = (next[table] ?? 0) + 1;
    versions = next;
    onChange(tables);
  };
  // Only a DELETE reaches other tables through ON DELETE: an insert or update of a client leaves
  // its users' rows (and so every cached session) as they were.
  const stop = feed.onWrite(({ table, deletes }) => bump(deletes ? changedBy(table) : [table]));
  return {
    async current() {
      const now = feed.dataVersion();
      if (now !== dataVersion) {
        dataVersion = now;
        bump([ALL]);
      }
      return versions;
    },
    close: async () => stop(),
  };
}
