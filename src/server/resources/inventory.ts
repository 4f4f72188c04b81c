import { inventoryResource } from '../../shared/resources/inventory';
import { serverResource } from '../resource-engine/server-resource';
import { countedMovement } from '../stock/stock-levels';
import { ownEntries } from '../search/search-entry';

export const inventory = serverResource({
  definition: inventoryResource,
  table: 'inventory_items',
  search: 'name',
  orderBy: [
    ['name', 'asc', 'lower'],
    ['id', 'asc'],
  ],
  // Every change of the quantity is a stock movement; a list can show the low ones only.
  afterWrite: countedMovement('inventory'),
  flags: {
    low_stock: {
      column: 'quantity',
      atOrBelow: 'low_stock_threshold',
      description: 'Only the items at or below their low-stock threshold',
    },
  },
  searchable: ownEntries('inventory', (r) => ({
    title: String(r.name),
    text: String(r.specification),
  })),
  toEntity: (r) => ({
    id: r.id,
    name: String(r.name),
    specification: String(r.specification),
    quantity: Number(r.quantity),
    low_stock_threshold: r.low_stock_threshold == null ? null : Number(r.low_stock_threshold),
  }),
});
