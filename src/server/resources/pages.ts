import { pagesResource } from '../../shared/resources/pages';
import { BODY_LIMITS } from '../plugins/body-limits';
import { serverResource } from '../resource-engine/server-resource';
import { ownEntries } from '../search/search-entry';

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

export const pages = serverResource({
  definition: pagesResource,
  table: 'pages',
  // Up to 100 000 characters of content.
  bodyLimit: BODY_LIMITS.content,
  // Anyone may read pages: they are the public site's posts.
  readAccess: 'public',
  search: 'title',
  orderBy: [
    ['created_at', 'desc', 'bigint'],
    ['id', 'desc'],
  ],
  searchable: ownEntries('pages', (r) => ({ title: String(r.title), text: String(r.content) })),
  toEntity: (r) => ({
    id: r.id,
    title: String(r.title),
    content: String(r.content),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }),
  // updated_at is the engine's stamp, on every write (record-versions.ts).
  toRow: (input, existing) => (existing ? input : { ...input, created_at: Date.now() }),
});
