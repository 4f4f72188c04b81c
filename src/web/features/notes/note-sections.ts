import type { Section } from '../../../shared/resources/sections';

/**
 * A section as the note form edits it. Its place in the list is its index (zero-based and
 * contiguous, product.md §3), so deleting or moving one renumbers the rest by construction. The
 * key follows the section through moves, for React and for its error messages.
 */
export type SectionDraft = { key: string; title: string; content: string };

/** product.md §9: a note holds at most 500 sections. */
export const MAX_SECTIONS = 500;

/** A note's sections by index, whatever order they arrived in. */
export const sectionsInOrder = (sections: readonly Section[]): Section[] =>
  [...sections].sort((a, b) => a.index - b.index || a.id - b.id);

/** The drafts of a saved note: in index order, keyed by the section's id. */
export const draftsOf = (sections: readonly Section[]): SectionDraft[] =>
  sectionsInOrder(sections).map(({ id, title, content }) => ({ key: `id-${id}`, title, content }));

export function addSection(drafts: readonly SectionDraft[], key: string): SectionDraft[] {
  if (drafts.length >= MAX_SECTIONS) return [...drafts];
  return [...drafts, { key, title: '', content: '' }];
}

/** Removes the section at `position`; the ones after it move up one place. */
export const deleteSection = (drafts: readonly SectionDraft[], position: number): SectionDraft[] =>
  drafts.filter((_, i) => i !== position);

/** Puts a deleted section back at `position` (or last, if fewer are left), unless the note is full. */
export function insertSection(
  drafts: readonly SectionDraft[],
  position: number,
  draft: SectionDraft,
): SectionDraft[] {
  if (drafts.length >= MAX_SECTIONS) return [...drafts];
  const at = Math.min(position, drafts.length);
  return [...drafts.slice(0, at), draft, ...drafts.slice(at)];
}

/** Swaps the section at `position` with its neighbour above (-1) or below (+1), if it has one. */
export function moveSection(
  drafts: readonly SectionDraft[],
  position: number,
  by: -1 | 1,
): SectionDraft[] {
  const target = position + by;
  const next = [...drafts];
  const [a, b] = [next[position], next[target]];
  if (!a || !b) return next;
  next[position] = b;
  next[target] = a;
  return next;
}

export function updateSection(
  drafts: readonly SectionDraft[],
  position: number,
  change: Partial<Pick<SectionDraft, 'title' | 'content'>>,
): SectionDraft[] {
  return drafts.map((draft, i) => (i === position ? { ...draft, ...change } : draft));
}

export type SectionField = 'title' | 'content';

/** "Section 3 title": how a section's field is named in its messages (position is zero-based). */
export const sectionFieldLabel = (position: number, field: SectionField) =>
  `Section ${position + 1} ${field}`;

const SECTION_PATH = /^sections\.(\d+)\.(title|content)$/;

/**
 * Field errors ("sections.2.title" → "Section 3 title must be …") moved onto the sections'
 * keys as they were when the form was submitted, so a message stays under its own section after
 * a move or a delete. Each keeps only the rule ("must be …"), to be named by the section's
 * current place. Errors that name no section field are returned as `other`.
 */
export function sectionErrorsByKey(
  errors: Readonly<Record<string, string>>,
  keysAtSubmit: readonly string[],
) {
  const byKey: Record<string, string> = {};
  const other: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = SECTION_PATH.exec(path);
    const key = match ? keysAtSubmit[Number(match[1])] : undefined;
    if (!match || !key) {
      other[path] = message;
      continue;
    }
    const field = match[2] as SectionField;
    const label = `${sectionFieldLabel(Number(match[1]), field)} `;
    byKey[`${key}.${field}`] = message.startsWith(label) ? message.slice(label.length) : message;
  }
  return { byKey, other };
}
