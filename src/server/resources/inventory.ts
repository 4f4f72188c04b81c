import { inventoryResource } from '../../shared/resources/inventory';
import { serverResource } from '../resource-engine/server-resource';

export const inventory = serverResource({
  definition: inventoryResource,
  table: 'inventory_items',
  search: 'name',
  orderBy: [
    ['name', 'asc', 'lower'],
    ['id', 'asc'],
  ],
  toEntity: (r) => ({
    id: r.id,
    name: String(r.name),
    specification: String(r.specification),
    quantity: Number(r.quantity),
  }),
});
