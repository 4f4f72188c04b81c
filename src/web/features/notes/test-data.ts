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

/**
 * For a wait on a lazy chunk (the dashboard, the Markdown renderer): the first test to open one
 * waits while Vitest transforms its modules, which can take seconds on a busy machine.
 */
export const FIRST_LOAD = { timeout: 15_000 };

/** Room for a busy machine: a test that waits on a lazy chunk may take longer than the default 5 s. */
export const ROOMY = { timeout: 30_000 };
