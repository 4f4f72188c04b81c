import type { SqliteChanges } from '../db/database';
import { changedBy } from './tables';
import { ALL, type VersionSource, type Versions } from './versions';

/**
 * SQLite: one file served by one process, so versions are counters in memory, bumped after each
 * of this process's writes (and, through ON DELETE, the tables the write may reach). A commit by
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
  const stop = feed.onWrite((table) => bump(changedBy(table)));
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
