import { toolsResource } from '../../shared/resources/tools';
import { imageColumns, imageUrl } from '../images';
import { BODY_LIMITS } from '../plugins/body-limits';
import { serverResource } from '../resource-engine/server-resource';
import { ownEntries } from '../search/search-entry';

export const tools = serverResource({
  definition: toolsResource,
  table: 'tools',
  // An image as a data URL.
  bodyLimit: BODY_LIMITS.upload,
  search: 'name',
  orderBy: [
    ['name', 'asc', 'lower'],
    ['id', 'asc'],
  ],
  listColumns: ['id', 'name', 'specification', 'image_hash'],
  image: true,
  searchable: ownEntries('tools', (r) => ({
    title: String(r.name),
    text: String(r.specification),
  })),
  toEntity: (r) => ({
    id: r.id,
    name: String(r.name),
    specification: String(r.specification),
    image_url: imageUrl('tools', r.id, r.image_hash),
  }),
  toRow: ({ image, ...rest }) => ({ ...rest, ...imageColumns(image as string | null | undefined) }),
});
