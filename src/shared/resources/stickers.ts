import { z } from 'zod';
import { optionalText, requiredText, wholeQuantity } from '../fields';
import { imageInput } from '../image';
import { defineResource, partialFields, wrapped } from './define';
import { lowStockThreshold } from '../stock';

export const stickerFields = z.object({
  name: requiredText(),
  description: optionalText(10_000),
  quantity: wholeQuantity().default(0),
  low_stock_threshold: lowStockThreshold().default(null),
  image: imageInput().optional(),
});
export type StickerInput = z.input<typeof stickerFields>;

export const stickerSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  /** At or below it the record is low on stock; null: no threshold. */
  low_stock_threshold: z.number().nullable(),
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
