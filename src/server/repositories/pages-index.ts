import type { Database } from '../db/database';

/** The sitemap's protocol limit is 50,000 URLs per file. */
export const SITEMAP_MAX_PAGES = 49_000;

/** Every page's id and last change, newest change first, for the sitemap (no titles or content). */
export function pagesIndexRepository(db: Database) {
  return {
    async list(limit = SITEMAP_MAX_PAGES): Promise<{ id: number; updated_at: Date }[]> {
      const rows = await db
        .selectFrom('pages')
        .select(['id', 'updated_at'])
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: Number(r.id), updated_at: new Date(Number(r.updated_at)) }));
    },
  };
}
