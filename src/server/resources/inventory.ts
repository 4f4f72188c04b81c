import { inventoryResource, inventoryTable } from '../../shared/resources/inventory';
import { serverResource } from '../resource-engine/server-resource';
import { countedMovement } from '../stock/stock-levels';
import { plainEntity, plainEntries } from '../resource-engine/plain-fields';

export const inventory = serverResource({
  definition: inventoryResource,
  table: 'inventory_items',
  search: 'name',
  sorts: { name: ['name', 'lower'], quantity: ['quantity'] },
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
  searchable: plainEntries('inventory', inventoryTable),
  toEntity: (r) => ({ id: r.id, ...plainEntity(inventoryTable, r) }),
});
