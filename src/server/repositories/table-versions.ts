import { sql } from 'kysely';
import type { ChangeListener } from '../db/change-listener';
import type { Database } from '../db/database';

type Row = { table_name: string; version: number | string };

/**
 * Each tracked table's change counter, the sum of its slots (migration 007), which grows with
 * every committed change to the table. One text for both ways it is read, so that PostgreSQL
 * prepares it once per connection.
 */
const ALL_VERSIONS =
  'select table_name, sum(version) as version from table_versions group by table_name';

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
 * on PostgreSQL waits for one, so it skips the query builder and the pool's hand-over.
 */
export async function tableVersionsOn(
  read: ChangeListener['read'],
): Promise<Record<string, number>> {
  return toVersions((await read('table_versions_all', ALL_VERSIONS)) as Row[]);
}
