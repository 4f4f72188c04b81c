import { stickersResource } from '../../shared/resources/stickers';
import { imageColumns, imageUrl } from '../images';
import { BODY_LIMITS } from '../plugins/body-limits';
import { serverResource } from '../resource-engine/server-resource';
import { countedMovement } from '../stock/stock-levels';
import { ownEntries } from '../search/search-entry';

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
  listColumns: ['id', 'name', 'description', 'quantity', 'low_stock_threshold', 'image_hash'],
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
  searchable: ownEntries('stickers', (r) => ({
    title: String(r.name),
    text: String(r.description),
  })),
  toEntity: (r) => ({
    id: r.id,
    name: String(r.name),
    description: String(r.description),
    quantity: Number(r.quantity),
    low_stock_threshold: r.low_stock_threshold == null ? null : Number(r.low_stock_threshold),
    image_url: imageUrl('stickers', r.id, r.image_hash),
  }),
  toRow: ({ image, ...rest }) => ({ ...rest, ...imageColumns(image as string | null | undefined) }),
});
