import { z } from 'zod';
import { optionalText, requiredText } from '../fields';
import { imageInput } from '../image';
import { defineResource, partialFields, wrapped } from './define';

export const toolFields = z.object({
  name: requiredText(),
  specification: optionalText(10_000),
  image: imageInput().optional(),
});
export type ToolInput = z.input<typeof toolFields>;

export const toolSchema = z.object({
  id: z.number(),
  name: z.string(),
  specification: z.string(),
  image_url: z.string().nullable(),
});
export type Tool = z.infer<typeof toolSchema>;

export const toolsResource = defineResource({
  name: 'tools',
  wrapper: 'tool',
  entity: toolSchema,
  createBody: wrapped('tool', toolFields),
  updateBody: wrapped('tool', partialFields(toolFields)),
});
