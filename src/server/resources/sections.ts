import { sectionsResource } from '../../shared/resources/sections';
import type { Row } from '../db/tables';
import { sectionsRepository } from '../repositories/sections';
import { stampsIn } from '../repositories/record-versions';
import type { RowData } from '../repositories/table-repository';
import { BODY_LIMITS } from '../plugins/body-limits';
import { serverResource } from '../resource-engine/server-resource';
import { stampsShown } from '../resource-engine/record-stamps';
import { notesRepository } from '../repositories/notes';
import { noteEntries } from './note-entries';

export const sectionEntity = (r: RowData | Row<'sections'>) => ({
  id: r.id,
  index: Number(r.index),
  title: String(r.title),
  content: String(r.content),
  note_id: Number(r.note_id),
  ...stampsShown(r),
});

const asSection = (r: RowData) => r as unknown as Row<'sections'>;

export const sections = serverResource({
  definition: sectionsResource,
  table: 'sections',
  // Up to 100 000 characters of content.
  bodyLimit: BODY_LIMITS.content,
  search: 'title',
  // An insert, move or delete shifts its siblings' indexes without claiming them.
  unversioned: ['index'],
  sorts: { title: ['title', 'lower'] },
  orderBy: [
    ['note_id', 'asc'],
    ['index', 'asc'],
    ['id', 'asc'],
  ],
  references: [{ field: 'note_id', table: 'notes', label: 'note' }],
  shownOn: { resource: 'notes', field: 'note_id' },
  toEntity: sectionEntity,
  create: (db, values) =>
    sectionsRepository(db).insertAt(Number(values.note_id), values.index as number | undefined, {
      title: String(values.title),
      content: String(values.content),
      ...stampsIn(values),
    }) as Promise<RowData>,
  // The section's row is claimed and stamped already: `fields` may carry the stamps again.
  update: (db, existing, { index, ...fields }) =>
    sectionsRepository(db).update(
      asSection(existing),
      index as number | undefined,
      fields,
    ) as Promise<RowData | undefined>,
  remove: (db, existing) => sectionsRepository(db).removeAndRenumber(asSection(existing)),
  // Back at its index, the sections from there on shifting down one, as an insert there would.
  async restore(db, row) {
    const { note_id, index, ...fields } = asSection(row);
    await sectionsRepository(db).insertAt(note_id, index, fields);
  },
  // Found in its note's entry, which its every write indexes again.
  searchable: async (db, rows) =>
    noteEntries(
      db,
      await notesRepository(db).titles([...new Set(rows.map((r) => Number(r.note_id)))]),
    ),
  // Sections are saved with their note (one form): a change to one is a change to the note.
  parent: { table: 'notes', field: 'note_id' },
});
