import { z } from 'zod';
import { optionalText, requiredText, wholeQuantity } from '../fields';
import { defineResource, partialFields, wrapped } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';
import { lowStockThreshold } from '../stock';

/** An inventory item's fields, in the form's order. */
export const inventoryTable = fieldTable({
  name: { input: requiredText(), output: 'text', label: 'Name', search: 'title' },
  specification: {
    input: optionalText(10_000),
    output: 'text',
    label: 'Specification',
    search: 'text',
    form: { kind: 'textarea' },
  },
  quantity: {
    input: wholeQuantity().default(0),
    output: 'number',
    label: 'Quantity',
    form: { kind: 'count' },
  },
  /** At or below it the record is low on stock; null: no threshold. */
  low_stock_threshold: {
    input: lowStockThreshold().default(null),
    output: 'number or null',
    label: 'Low-stock threshold',
    form: {
      kind: 'count',
      hint: 'At or below it, it shows as low on stock. Leave it empty for none.',
    },
  },
});

export const inventoryItemFields = inputFields(inventoryTable);
export type InventoryItemInput = z.input<typeof inventoryItemFields>;

export const inventoryItemSchema = z.object({ id: z.number(), ...outputShape(inventoryTable) });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryResource = defineResource({
  name: 'inventory',
  wrapper: 'item',
  entity: inventoryItemSchema,
  createBody: wrapped('item', inventoryItemFields),
  updateBody: wrapped('item', partialFields(inventoryItemFields)),
});
