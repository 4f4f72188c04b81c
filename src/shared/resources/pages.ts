import { z } from 'zod';
import { CONTENT_MAX, optionalText, requiredText } from '../fields';
import { defineResource, partialFields, wrapped } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';

/** A page's fields (its dates are the server's). */
export const pageTable = fieldTable({
  title: { input: requiredText(), output: 'text', label: 'Title', search: 'title' },
  content: { input: optionalText(CONTENT_MAX), output: 'text', label: 'Content', search: 'text' },
});

export const pageFields = inputFields(pageTable);
export type PageInput = z.input<typeof pageFields>;

export const pageSchema = z.object({
  id: z.number(),
  ...outputShape(pageTable),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

export const pagesResource = defineResource({
  name: 'pages',
  wrapper: 'page',
  publicRead: true,
  entity: pageSchema,
  createBody: wrapped('page', pageFields),
  updateBody: wrapped('page', partialFields(pageFields)),
});
