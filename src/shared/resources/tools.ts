import { z } from 'zod';
import { optionalText, requiredText } from '../fields';
import { imageInput } from '../image';
import { defineResource, partialFields, wrapped } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';

/** A tool's plain fields, in the form's order; its image has code of its own. */
export const toolTable = fieldTable({
  name: { input: requiredText(), output: 'text', label: 'Name', search: 'title' },
  specification: {
    input: optionalText(10_000),
    output: 'text',
    label: 'Specification',
    search: 'text',
    form: { kind: 'textarea' },
  },
});

export const toolFields = inputFields(toolTable).extend({ image: imageInput().optional() });
export type ToolInput = z.input<typeof toolFields>;

export const toolSchema = z.object({
  id: z.number(),
  ...outputShape(toolTable),
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
