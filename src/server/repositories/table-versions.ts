import type { Database } from '../db/database';

/**
 * PostgreSQL's table_versions (migration 004): each tracked table's change counter, the sum of
 * its slots (migration 007), which grows with every committed change to the table.
 */
export function tableVersionsRepository(db: Database) {
  return {
    async all(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('table_versions')
        .select((e) => ['table_name', e.fn.sum<number | string>('version').as('version')])
        .groupBy('table_name')
        .execute();
      const versions: Record<string, number> = {};
      for (const row of rows) versions[row.table_name] = Number(row.version);
      return versions;
    },
  };
}
