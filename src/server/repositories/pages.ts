import type { Database } from '../db/database';

/** The sitemap's protocol limit is 50,000 URLs per file. */
export const SITEMAP_MAX_PAGES = 49_000;

/** Page queries beyond the generic ones: the sitemap's index and the first start's demo pages. */
export function pagesRepository(db: Database) {
  return {
    /**
     * Every published page's id, slug and last change, newest change first (no titles or
     * content): a draft or a page not yet due is no one's to find.
     */
    async index(
      limit = SITEMAP_MAX_PAGES,
      now = Date.now(),
    ): Promise<{ id: number; slug: string | null; updated_at: Date }[]> {
      const rows = await db
        .selectFrom('pages')
        .select(['id', 'slug', 'updated_at'])
        .where('status', '=', 'published')
        .where((w) => w.or([w('publish_at', 'is', null), w('publish_at', '<=', now)]))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        slug: r.slug,
        updated_at: new Date(Number(r.updated_at)),
      }));
    },
    /**
     * Whether a page with this id is there for the public (published and due, not in the trash):
     * the web app's 404s ask.
     */
    async exists(id: number, now = Date.now()): Promise<boolean> {
      const row = await db
        .selectFrom('pages')
        .select('id')
        .where('id', '=', id)
        .where('status', '=', 'published')
        .where((w) => w.or([w('publish_at', 'is', null), w('publish_at', '<=', now)]))
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Whether a page with this id is there at all, whatever its state: staff's editor asks. */
    async any(id: number): Promise<boolean> {
      const row = await db.selectFrom('pages').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Touches the published pages that fell due in (from, to]: a write to the table, so every
     * cached answer that reads pages is built again, on every instance (table versions). Looked
     * for first, and written only when there are some: an UPDATE of no rows still moves the
     * table's version (PostgreSQL's statement trigger fires), which would empty every cached
     * answer about pages each second.
     */
    async touchDue(from: number, to: number): Promise<number> {
      const due = await db
        .selectFrom('pages')
        .select('id')
        .where('status', '=', 'published')
        .where('publish_at', '>', from)
        .where('publish_at', '<=', to)
        .execute();
      if (due.length === 0) return 0;
      await db
        .updateTable('pages')
        .set((e) => ({ publish_at: e.ref('publish_at') }))
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .execute();
      return due.length;
    },
    async count() {
      const row = await db
        .selectFrom('pages')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insertMany(
      pages: {
        title: string;
        content: string;
        slug: string;
        created_at: number;
        updated_at: number;
      }[],
    ) {
      await db.insertInto('pages').values(pages).execute();
    },
  };
}
