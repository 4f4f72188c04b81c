import type { Database } from '../db/database';

/** PostgreSQL's table_versions (migration 004): each tracked table's change counter. */
export function tableVersionsRepository(db: Database) {
  return {
    async all(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('table_versions')
        .select(['table_name', 'version'])
        .execute();
      const versions: Record<string, number> = {};
      for (const row of rows) versions[row.table_name] = Number(row.version);
      return versions;
    },
  };
}
