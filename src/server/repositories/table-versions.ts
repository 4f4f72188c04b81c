import { sql } from 'kysely';
import type { ChangeListener } from '../db/change-listener';
import type { Database } from '../db/database';
import type { Versions } from '../read-cache/versions';

type Row = { table_name: string; version: number | string };

/**
 * Each tracked table's change counter, the sum of its slots (migration 007), which grows with
 * every committed change to the table.
 */
const ALL_VERSIONS =
  'select table_name, sum(version) as version from table_versions group by table_name';

/**
 * The same, but only when the statement's snapshot differs from `$1`, the one the last read
 * returned; otherwise one row whose table_name is null. Two equal snapshots see exactly the same
 * committed transactions (every transaction id below xmax and not in progress has completed, and
 * a commit either raises xmax or leaves the in-progress list), so the counters cannot differ. On a
 * server that only reads, this skips scanning and summing every slot of every table, for each
 * batch of requests (ADR 0011).
 */
export const VERSIONS_SINCE = `select s.snapshot, v.table_name, v.version
  from (select pg_current_snapshot()::text as snapshot) s
  left join lateral (select table_name, sum(version) as version from table_versions
    where s.snapshot <> $1::text group by table_name) v on true`;

function toVersions(rows: readonly Row[]): Record<string, number> {
  const versions: Record<string, number> = {};
  for (const row of rows) versions[row.table_name] = Number(row.version);
  return versions;
}

/** PostgreSQL's table_versions (migration 004). */
export function tableVersionsRepository(db: Database) {
  return {
    async all(): Promise<Record<string, number>> {
      return toVersions((await sql.raw<Row>(ALL_VERSIONS).execute(db)).rows);
    },
  };
}

/**
 * The same read, on a connection that is not the pool's (the change listener's): every request
 * on PostgreSQL waits for one, so it skips the query builder and the pool's hand-over, and reads
 * the counters again only when some transaction has committed since its last read. The reads it
 * returns must not overlap (freshProbe runs one at a time).
 */
export function tableVersionsOn(read: ChangeListener['read']): () => Promise<Versions> {
  let snapshot = '';
  let last: Versions = {};
  return async () => {
    const rows = (await read('table_versions_since', VERSIONS_SINCE, [snapshot])) as (Row & {
      snapshot: string;
    })[];
    if (rows[0] && rows[0].table_name !== null) {
      last = toVersions(rows);
      snapshot = rows[0].snapshot;
    }
    return last;
  };
}
