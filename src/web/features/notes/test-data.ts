import type { NoteDetail } from '../../../shared/resources/notes';

/** A note with its sections, given as [title, content] in index order. */
export const sampleNote = (
  id: number,
  title: string,
  sections: readonly (readonly [string, string])[] = [],
): NoteDetail => ({
  id,
  title,
  sections: sections.map(([sectionTitle, content], index) => ({
    id: id * 100 + index,
    index,
    title: sectionTitle,
    content,
    note_id: id,
  })),
});
