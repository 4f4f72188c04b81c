import { fieldLabels } from '../../../shared/resources/field-table';
import { noteTable, type NoteDetail } from '../../../shared/resources/notes';
import type { HistoryLabels } from '../../kit/record-history';
import { MAX_SECTIONS, draftsOf, sectionFieldLabel, type SectionDraft } from './note-sections';

export const NOTES = '/dashboard/notes';
export const notePath = (id: number) => `${NOTES}/${id}`;
export const noteEditPath = (id: number) => `${NOTES}/${id}/edit`;

export type NoteValues = { title: string; sections: SectionDraft[] };

/** product.md §9: section content has 20 rows on the new note, 10 on the edit screen. */
export const NEW_NOTE_ROWS = 20;
export const EDIT_NOTE_ROWS = 10;

/**
 * The names messages start with, by field path: "Title is required", "Section 3 title must be at
 * most 200 characters". Every possible section is listed, so the table never depends on the form.
 */
export const NOTE_LABELS: Record<string, string> = {
  ...fieldLabels(noteTable),
  sections: 'Sections',
  ...Object.fromEntries(
    Array.from({ length: MAX_SECTIONS }, (_, i) => [
      [`sections.${i}.title`, sectionFieldLabel(i, 'title')],
      [`sections.${i}.content`, sectionFieldLabel(i, 'content')],
    ]).flat(),
  ),
};

/** A note's History panel: its title and sections, and each section's own fields. */
export const NOTE_HISTORY_LABELS: HistoryLabels = {
  notes: { ...fieldLabels(noteTable), sections: 'Sections' },
  sections: { title: 'Title', content: 'Content', index: 'Position' },
};

/** A new note starts with one empty section, ready to write in. */
export const EMPTY_NOTE: NoteValues = {
  title: '',
  sections: [{ key: 'new-0', title: '', content: '' }],
};

export const valuesOf = (note: NoteDetail): NoteValues => ({
  title: note.title,
  sections: draftsOf(note.sections),
});

/** Sections compare by their text, not by the keys the form gives them. */
export function sameNoteField(name: string, a: unknown, b: unknown): boolean {
  const text = (value: unknown) =>
    name === 'sections'
      ? (value as SectionDraft[]).map(({ title, content }) => [title, content])
      : value;
  return JSON.stringify(text(a)) === JSON.stringify(text(b));
}
