import type { Database } from '../db/database';

/** The resources a migration asked to index again (migration 014), until they have been. */
export function searchReindexRepository(db: Database) {
  return {
    pending: async () =>
      (await db.selectFrom('search_reindex').select('resource').orderBy('resource').execute()).map(
        (r) => r.resource,
      ),
    /** Takes the name off the list: false when another server took it first. */
    claim: async (resource: string) =>
      (
        await db
          .deleteFrom('search_reindex')
          .where('resource', '=', resource)
          .returning('resource')
          .execute()
      ).length > 0,
  };
}
