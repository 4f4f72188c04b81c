import { z } from 'zod';
import { CONTENT_MAX, optionalText, requiredText } from '../fields';
import { defineResource, partialFields, wrapped } from './define';

export const pageFields = z.object({
  title: requiredText(),
  content: optionalText(CONTENT_MAX),
});
export type PageInput = z.input<typeof pageFields>;

export const pageSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
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
