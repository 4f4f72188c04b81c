import { z } from 'zod';
import { optionalText, requiredText } from '../fields';
import { imageInput } from '../image';
import { defineResource, partialFields, wrapped } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';
import { inventoryTable } from './inventory';

/** A sticker's plain fields, in the form's order; its image has code of its own. */
export const stickerTable = fieldTable({
  name: { input: requiredText(), output: 'text', label: 'Name', search: 'title' },
  description: {
    input: optionalText(10_000),
    output: 'text',
    label: 'Description',
    search: 'text',
    form: { kind: 'textarea' },
  },
  // Counted stock, as an inventory item's.
  quantity: inventoryTable.quantity,
  low_stock_threshold: inventoryTable.low_stock_threshold,
});

export const stickerFields = inputFields(stickerTable).extend({ image: imageInput().optional() });
export type StickerInput = z.input<typeof stickerFields>;

export const stickerSchema = z.object({
  id: z.number(),
  ...outputShape(stickerTable),
  image_url: z.string().nullable(),
});
export type Sticker = z.infer<typeof stickerSchema>;

export const stickersResource = defineResource({
  name: 'stickers',
  wrapper: 'sticker',
  entity: stickerSchema,
  createBody: wrapped('sticker', stickerFields),
  updateBody: wrapped('sticker', partialFields(stickerFields)),
});
