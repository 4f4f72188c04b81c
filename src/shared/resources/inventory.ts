import { z } from 'zod';
import { optionalText, requiredText, wholeQuantity } from '../fields';
import { defineResource, partialFields, wrapped } from './define';
import { lowStockThreshold } from '../stock';

export const inventoryItemFields = z.object({
  name: requiredText(),
  specification: optionalText(10_000),
  quantity: wholeQuantity().default(0),
  low_stock_threshold: lowStockThreshold().default(null),
});
export type InventoryItemInput = z.input<typeof inventoryItemFields>;

export const inventoryItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  specification: z.string(),
  quantity: z.number(),
  /** At or below it the record is low on stock; null: no threshold. */
  low_stock_threshold: z.number().nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryResource = defineResource({
  name: 'inventory',
  wrapper: 'item',
  entity: inventoryItemSchema,
  createBody: wrapped('item', inventoryItemFields),
  updateBody: wrapped('item', partialFields(inventoryItemFields)),
});
