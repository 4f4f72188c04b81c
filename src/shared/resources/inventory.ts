import { z } from 'zod';
import { optionalText, requiredText, wholeQuantity } from '../fields';
import { defineResource, partialFields, wrapped } from './define';

export const inventoryItemFields = z.object({
  name: requiredText(),
  specification: optionalText(10_000),
  quantity: wholeQuantity().default(0),
});
export type InventoryItemInput = z.input<typeof inventoryItemFields>;

export const inventoryItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  specification: z.string(),
  quantity: z.number(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryResource = defineResource({
  name: 'inventory',
  wrapper: 'item',
  entity: inventoryItemSchema,
  createBody: wrapped('item', inventoryItemFields),
  updateBody: wrapped('item', partialFields(inventoryItemFields)),
});
