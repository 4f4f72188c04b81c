import { stickersResource } from '../../shared/resources/stickers';
import { imageColumns, imageUrl } from '../images';
import { BODY_LIMITS } from '../plugins/body-limits';
import { serverResource } from '../resource-engine/server-resource';

export const stickers = serverResource({
  definition: stickersResource,
  table: 'stickers',
  // An image as a data URL.
  bodyLimit: BODY_LIMITS.upload,
  search: 'name',
  orderBy: [
    ['name', 'asc', 'lower'],
    ['id', 'asc'],
  ],
  listColumns: ['id', 'name', 'description', 'quantity', 'image_hash'],
  image: true,
  toEntity: (r) => ({
    id: r.id,
    name: String(r.name),
    description: String(r.description),
    quantity: Number(r.quantity),
    image_url: imageUrl('stickers', r.id, r.image_hash),
  }),
  toRow: ({ image, ...rest }) => ({ ...rest, ...imageColumns(image as string | null | undefined) }),
});
