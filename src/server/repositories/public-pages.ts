import type { Database } from '../db/database';

/** What the public documents and the feed say of a page: no image bytes, no staff fields. */
export interface PublicPage {
  id: number;
  title: string;
  content: string;
  description: string;
  slug: string | null;
  image_hash: string | null;
  /** When it went (or goes) out: publish_at, else its creation. */
  published: Date;
  updated: Date;
  /** Its record's version (migration 008): what a rendering of it is kept by. */
  version: number;
}

const COLUMNS = [
  'id',
  'title',
  'content',
  'description',
  'slug',
  'image_hash',
  'publish_at',
  'created_at',
  'updated_at',
  'version',
] as const;

/**
 * The published, due pages as the public site shows them: one by id or slug (its document's head
 * tags), and the newest ones by publish time (the feed). Drafts and pages not yet due are absent.
 */
export function publicPagesRepository(db: Database) {
  const visible = (now: number) =>
    db
      .selectFrom('pages')
      .select(COLUMNS)
      .where('status', '=', 'published')
      .where((w) => w.or([w('publish_at', 'is', null), w('publish_at', '<=', now)]));
  const toPage = (r: Record<(typeof COLUMNS)[number], unknown>): PublicPage => ({
    id: Number(r.id),
    title: String(r.title),
    content: String(r.content),
    description: String(r.description ?? ''),
    slug: (r.slug as string | null) ?? null,
    image_hash: (r.image_hash as string | null) ?? null,
    published: new Date(Number(r.publish_at ?? r.created_at)),
    updated: new Date(Number(r.updated_at)),
    version: Number(r.version),
  });
  return {
    async find(by: { id: number } | { slug: string }, now = Date.now()) {
      const query = visible(now);
      const row = await (
        'id' in by ? query.where('id', '=', by.id) : query.where('slug', '=', by.slug)
      ).executeTakeFirst();
      return row ? toPage(row) : undefined;
    },
    /** The newest `limit` pages by the time they went out (publish_at, else creation). */
    async newest(limit: number, now = Date.now()): Promise<PublicPage[]> {
      const rows = await visible(now)
        .orderBy((e) => e.fn.coalesce('publish_at', 'created_at'), 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toPage);
    },
  };
}
