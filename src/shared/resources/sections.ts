import { z } from 'zod';
import { CONTENT_MAX, idSchema, optionalText, wholeNumber } from '../fields';
import { defineResource, partialFields, wrapped } from './define';

/** product.md §5: sections are not validated beyond types and lengths. Indexes are zero-based. */
export const sectionFields = z.object({
  index: wholeNumber().pipe(z.number().min(0, 'must be 0 or more').max(10_000)).optional(),
  title: optionalText(),
  content: optionalText(CONTENT_MAX),
  note_id: idSchema,
});
export type SectionInput = z.input<typeof sectionFields>;

export const sectionSchema = z.object({
  id: z.number(),
  index: z.number(),
  title: z.string(),
  content: z.string(),
  note_id: z.number(),
});
export type Section = z.infer<typeof sectionSchema>;

export const sectionsResource = defineResource({
  name: 'sections',
  wrapper: 'section',
  entity: sectionSchema,
  createBody: wrapped('section', sectionFields),
  updateBody: wrapped('section', partialFields(sectionFields.omit({ note_id: true }))),
  filters: ['note_id'],
});
