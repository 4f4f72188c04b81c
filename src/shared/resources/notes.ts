import { z } from 'zod';
import { CONTENT_MAX, optionalText, requiredText } from '../fields';
import { defineResource, stamped, wrapped } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';
import { sectionSchema } from './sections';

export const noteSectionFields = z.object({
  title: optionalText(),
  content: optionalText(CONTENT_MAX),
});

/** A note's plain field; its sections have code of their own. */
export const noteTable = fieldTable({
  title: { input: requiredText(), output: 'text', label: 'Title', search: 'title' },
});

export const noteFields = inputFields(noteTable);
/** `sections`, when sent, replaces all of the note's sections in one transaction. */
export const noteSaveFields = noteFields.extend({
  sections: z.array(noteSectionFields).max(500, 'must be at most 500 sections').optional(),
});
export type NoteInput = z.input<typeof noteSaveFields>;

export const noteSchema = z.object({ id: z.number(), ...outputShape(noteTable) });
export type Note = z.infer<typeof noteSchema>;
export const noteDetailSchema = noteSchema.extend({ sections: z.array(stamped(sectionSchema)) });
export type NoteDetail = z.infer<typeof noteDetailSchema>;

export const notesResource = defineResource({
  name: 'notes',
  wrapper: 'note',
  entity: noteSchema,
  detail: noteDetailSchema,
  createBody: wrapped('note', noteSaveFields),
  updateBody: wrapped('note', noteSaveFields.partial()),
});
