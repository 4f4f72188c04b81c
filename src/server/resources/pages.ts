import { type PageState, pageTable, pagesResource } from '../../shared/resources/pages';
import { nextSlug, numberedSlug, slugify } from '../../shared/slug';
import { invalidField } from '../http-error';
import { imageColumns, imageUrl } from '../images';
import { BODY_LIMITS } from '../plugins/body-limits';
import { pageSlugsRepository } from '../repositories/page-slugs';
import { pageRevisionsRepository } from '../repositories/page-revisions';
import type { RowData } from '../repositories/table-repository';
import { serverResource } from '../resource-engine/server-resource';
import { plainEntity, plainEntries } from '../resource-engine/plain-fields';

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

/** What a page is now: a draft, published but not yet due (scheduled), or published. */
export function pageState(row: RowData, now = Date.now()): PageState {
  if (row.status === 'draft') return 'draft';
  return row.publish_at != null && Number(row.publish_at) > now ? 'scheduled' : 'published';
}

export const pages = serverResource({
  definition: pagesResource,
  table: 'pages',
  // Up to 100 000 characters of content, and a cover image as a data URL.
  bodyLimit: BODY_LIMITS.upload,
  // Anyone may read pages: they are the public site's posts (published ones only, visibility.ts).
  readAccess: 'public',
  publishes: true,
  search: 'title',
  sorts: {
    title: ['title', 'lower'],
    created_at: ['created_at', 'bigint'],
    updated_at: ['updated_at', 'bigint'],
  },
  orderBy: [
    ['created_at', 'desc', 'bigint'],
    ['id', 'desc'],
  ],
  listColumns: [
    'id',
    ...Object.keys(pageTable),
    'created_at',
    'status',
    'publish_at',
    'slug',
    'image_hash',
  ],
  image: true,
  searchable: plainEntries('pages', pageTable),
  toEntity: (r) => ({
    id: r.id,
    ...plainEntity(pageTable, r),
    slug: (r.slug as string | null) ?? null,
    status: r.status === 'draft' ? ('draft' as const) : ('published' as const),
    publish_at: r.publish_at == null ? null : iso(r.publish_at),
    state: pageState(r),
    image_url: imageUrl('pages', r.id, r.image_hash),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }),
  // updated_at is the engine's stamp, on every write (record-versions.ts).
  toRow: ({ image, publish_at, ...input }, existing) => ({
    ...input,
    ...(publish_at !== undefined && {
      publish_at: publish_at === null ? null : Date.parse(publish_at as string),
    }),
    ...imageColumns(image as string | null | undefined),
    ...(!existing && { created_at: Date.now() }),
  }),
  // A new page's slug comes from its title, numbered if taken; a slug sent must be free.
  async check(db, values, existing) {
    const sent = values.slug as string | undefined;
    if (sent === undefined && existing) return;
    const slugs = pageSlugsRepository(db);
    if (sent !== undefined) {
      if ((await slugs.taken([sent], existing?.id)).size)
        throw invalidField('slug', 'is the address of another page');
      return;
    }
    const wanted = slugify(String(values.title ?? ''));
    const candidates = [
      wanted,
      ...Array.from({ length: 50 }, (_, i) => numberedSlug(wanted, i + 2)),
    ];
    const used = await slugs.taken(candidates, existing?.id);
    values.slug = nextSlug(wanted, (s) => used.has(s));
  },
  // A changed slug keeps the old one as a redirect, so shared links never break. Each write's
  // text is kept as a version (page_revisions), for the History's compare and restore.
  async afterWrite(db, changes, stamps) {
    await pageRevisionsRepository(db).wrote(
      changes.map((c) => c.after),
      stamps,
    );
    for (const { before, after } of changes)
      if (before && before.slug !== after.slug)
        await pageSlugsRepository(db).moved(
          after.id,
          (before.slug as string | null) ?? null,
          (after.slug as string | null) ?? null,
        );
  },
});
