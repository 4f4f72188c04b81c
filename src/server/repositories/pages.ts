import type { Database } from '../db/database';

/** The sitemap's protocol limit is 50,000 URLs per file. */
export const SITEMAP_MAX_PAGES = 49_000;

/** Page queries beyond the generic ones: the sitemap's index and the first start's demo pages. */
export function pagesRepository(db: Database) {
  return {
    /** Every page's id and last change, newest change first (no titles or content). */
    async index(limit = SITEMAP_MAX_PAGES): Promise<{ id: number; updated_at: Date }[]> {
      const rows = await db
        .selectFrom('pages')
        .select(['id', 'updated_at'])
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: Number(r.id), updated_at: new Date(Number(r.updated_at)) }));
    },
    /** Whether a page with this id exists (not in the trash): the web app's 404s ask. */
    async exists(id: number): Promise<boolean> {
      const row = await db.selectFrom('pages').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },
    async count() {
      const row = await db
        .selectFrom('pages')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insertMany(
      pages: { title: string; content: string; created_at: number; updated_at: number }[],
    ) {
      await db.insertInto('pages').values(pages).execute();
    },
  };
}
