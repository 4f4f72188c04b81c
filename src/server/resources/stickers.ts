import { stickersResource, stickerTable } from '../../shared/resources/stickers';
import { imageColumns, imageUrl } from '../images';
import { BODY_LIMITS } from '../plugins/body-limits';
import { serverResource } from '../resource-engine/server-resource';
import { countedMovement } from '../stock/stock-levels';
import { plainEntity, plainEntries } from '../resource-engine/plain-fields';

export const stickers = serverResource({
  definition: stickersResource,
  table: 'stickers',
  // An image as a data URL.
  bodyLimit: BODY_LIMITS.upload,
  search: 'name',
  sorts: { name: ['name', 'lower'], quantity: ['quantity'] },
  orderBy: [
    ['name', 'asc', 'lower'],
    ['id', 'asc'],
  ],
  listColumns: ['id', ...Object.keys(stickerTable), 'image_hash'],
  image: true,
  // Every change of the quantity is a stock movement; a list can show the low ones only.
  afterWrite: countedMovement('stickers'),
  flags: {
    low_stock: {
      column: 'quantity',
      atOrBelow: 'low_stock_threshold',
      description: 'Only the stickers at or below their low-stock threshold',
    },
  },
  searchable: plainEntries('stickers', stickerTable),
  toEntity: (r) => ({
    id: r.id,
    ...plainEntity(stickerTable, r),
    image_url: imageUrl('stickers', r.id, r.image_hash),
  }),
  toRow: ({ image, ...rest }) => ({ ...rest, ...imageColumns(image as string | null | undefined) }),
});
