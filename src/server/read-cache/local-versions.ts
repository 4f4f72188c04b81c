import type { SqliteChanges } from '../db/database';
import { freshProbe } from './fresh-probe';
import { changedBy } from './tables';
import { ALL, type VersionSource, type Versions } from './versions';

/**
 * SQLite: one file served by one process, so versions are counters in memory, bumped after each
 * of this process's writes has committed (and, for a delete, the tables its ON DELETE may reach;
 * the feed tells a write once its group commit is on disk: ADR 0045). A commit by
 * another process (the users CLI, a script) shows in PRAGMA data_version: then every table counts
 * as changed. That pragma costs a read lock on the file (about 8% of a cached read's CPU), so the
 * requests read in one turn of the event loop share one look, taken after that turn (freshProbe):
 * each still sees every commit made before it arrived.
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
  const look = freshProbe(async () => {
    const now = feed.dataVersion();
    if (now !== dataVersion) {
      dataVersion = now;
      bump([ALL]);
    }
  });
  return {
    async current() {
      await look();
      return versions;
    },
    close: async () => stop(),
  };
}
