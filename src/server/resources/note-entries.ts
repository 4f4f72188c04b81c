import type { Database } from '../db/database';
import { sectionsRepository } from '../repositories/sections';
import type { SearchEntry } from '../search/search-entry';

/**
 * The search entries of notes: each found by its title and every section's title and text, in
 * order, read in the write's transaction (a section's write indexes its note again).
 */
export async function noteEntries(
  db: Database,
  notes: readonly { id: number; title: string }[],
): Promise<SearchEntry[]> {
  const parts = new Map<number, string[]>();
  for (const s of await sectionsRepository(db).forNotes(notes.map((n) => n.id))) {
    const texts = parts.get(s.note_id) ?? [];
    texts.push(s.title, s.content);
    parts.set(s.note_id, texts);
  }
  return notes.map((note) => ({
    resource: 'notes',
    id: note.id,
    title: note.title,
    text: (parts.get(note.id) ?? []).filter(Boolean).join('\n'),
  }));
}
