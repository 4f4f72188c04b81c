import { toolsResource, toolTable } from '../../shared/resources/tools';
import { imageColumns, imageUrl } from '../images';
import { BODY_LIMITS } from '../plugins/body-limits';
import { serverResource } from '../resource-engine/server-resource';
import { plainEntity, plainEntries } from '../resource-engine/plain-fields';

export const tools = serverResource({
  definition: toolsResource,
  table: 'tools',
  // An image as a data URL.
  bodyLimit: BODY_LIMITS.upload,
  search: 'name',
  sorts: { name: ['name', 'lower'] },
  orderBy: [
    ['name', 'asc', 'lower'],
    ['id', 'asc'],
  ],
  listColumns: ['id', ...Object.keys(toolTable), 'image_hash'],
  image: true,
  searchable: plainEntries('tools', toolTable),
  toEntity: (r) => ({
    id: r.id,
    ...plainEntity(toolTable, r),
    image_url: imageUrl('tools', r.id, r.image_hash),
  }),
  toRow: ({ image, ...rest }) => ({ ...rest, ...imageColumns(image as string | null | undefined) }),
});
