import type { Database } from '../db/database';

/**
 * Pages' addresses (migration 017): each page's slug, and the slugs it had before, which redirect
 * to it. A slug names one page at a time, current or former.
 */
export function pageSlugsRepository(db: Database) {
  return {
    /** Which of these slugs are taken by a page other than `pageId`, now or before. */
    async taken(slugs: readonly string[], pageId?: number): Promise<Set<string>> {
      if (slugs.length === 0) return new Set();
      let current = db.selectFrom('pages').select('slug').where('slug', 'in', slugs);
      let former = db.selectFrom('page_slugs').select('slug').where('slug', 'in', slugs);
      if (pageId !== undefined) {
        current = current.where('id', '!=', pageId);
        former = former.where('page_id', '!=', pageId);
      }
      const rows = [...(await current.execute()), ...(await former.execute())];
      return new Set(rows.map((r) => String(r.slug)));
    },

    /** The page's old slug now redirects to it; its new one is its own again if it was before. */
    async moved(pageId: number, from: string | null, to: string | null) {
      if (to !== null) await db.deleteFrom('page_slugs').where('slug', '=', to).execute();
      if (from !== null && from !== to)
        await db
          .insertInto('page_slugs')
          .values({ slug: from, page_id: pageId })
          .onConflict((c) => c.column('slug').doUpdateSet({ page_id: pageId }))
          .execute();
    },

    /** The page a slug names: its own (current), or a former one's page and its slug now. */
    async find(slug: string): Promise<{ id: number; slug: string; current: boolean } | undefined> {
      const own = await db
        .selectFrom('pages')
        .select(['id', 'slug'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (own) return { id: Number(own.id), slug, current: true };
      const former = await db
        .selectFrom('page_slugs')
        .innerJoin('pages', 'pages.id', 'page_slugs.page_id')
        .select(['pages.id', 'pages.slug'])
        .where('page_slugs.slug', '=', slug)
        .executeTakeFirst();
      return former?.slug
        ? { id: Number(former.id), slug: String(former.slug), current: false }
        : undefined;
    },
  };
}
