import { noteTable, notesResource } from '../../shared/resources/notes';
import { notesRepository } from '../repositories/notes';
import { sectionsRepository } from '../repositories/sections';
import { stampsIn } from '../repositories/record-versions';
import type { RowData } from '../repositories/table-repository';
import { BODY_LIMITS } from '../plugins/body-limits';
import { serverResource } from '../resource-engine/server-resource';
import { plainEntity } from '../resource-engine/plain-fields';
import { sectionEntity } from './sections';
import { noteEntries } from './note-entries';

type Sections = { title: string; content: string }[] | undefined;

export const notes = serverResource({
  definition: notesResource,
  table: 'notes',
  // A note arrives with all its sections (each up to 100 000 characters).
  bodyLimit: BODY_LIMITS.upload,
  search: 'title',
  sorts: { title: ['title', 'lower'], updated_at: ['updated_at', 'bigint'] },
  orderBy: [
    ['title', 'asc', 'lower'],
    ['id', 'asc'],
  ],
  toEntity: (r) => ({ id: r.id, ...plainEntity(noteTable, r) }),
  takesAlong: [{ table: 'sections', field: 'note_id', resource: 'sections' }],
  parts: ['sections'],
  toRow: ({ title }) => ({ ...(title !== undefined && { title }) }),
  create: (db, values, input) =>
    notesRepository(db).create(
      String(input.title),
      input.sections as Sections,
      stampsIn(values),
    ) as Promise<RowData>,
  update: (db, existing, values, input) =>
    notesRepository(db).save(
      existing.id,
      input.title as string | undefined,
      input.sections as Sections,
      stampsIn(values),
    ) as Promise<RowData>,
  searchable: (db, rows) =>
    noteEntries(
      db,
      rows.map((r) => ({ id: r.id, title: String(r.title) })),
    ),
  detailTables: ['sections'],
  async detail(db, note) {
    return {
      ...note,
      sections: (await sectionsRepository(db).forNote(note.id)).map(sectionEntity),
    };
  },
});
