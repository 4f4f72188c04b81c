import { z } from 'zod';
import { optionalText, requiredText, wholeQuantity } from '../fields';
import { imageInput } from '../image';
import { defineResource, partialFields, wrapped } from './define';

export const stickerFields = z.object({
  name: requiredText(),
  description: optionalText(10_000),
  quantity: wholeQuantity().default(0),
  image: imageInput().optional(),
});
export type StickerInput = z.input<typeof stickerFields>;

export const stickerSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
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
