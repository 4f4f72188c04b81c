import { pageTable, pagesResource } from '../../shared/resources/pages';
import { BODY_LIMITS } from '../plugins/body-limits';
import { serverResource } from '../resource-engine/server-resource';
import { plainEntity, plainEntries } from '../resource-engine/plain-fields';

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
  searchable: plainEntries('pages', pageTable),
  toEntity: (r) => ({
    id: r.id,
    ...plainEntity(pageTable, r),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }),
  // updated_at is the engine's stamp, on every write (record-versions.ts).
  toRow: (input, existing) => (existing ? input : { ...input, created_at: Date.now() }),
});
