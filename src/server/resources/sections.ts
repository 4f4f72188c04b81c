import { sectionsResource } from '../../shared/resources/sections';
import type { Row } from '../db/tables';
import { sectionsRepository } from '../repositories/sections';
import type { RowData } from '../repositories/table-repository';
import { serverResource } from '../resource-engine/server-resource';

export const sectionEntity = (r: RowData | Row<'sections'>) => ({
  id: r.id,
  index: Number(r.index),
  title: String(r.title),
  content: String(r.content),
  note_id: Number(r.note_id),
});

const asSection = (r: RowData) => r as unknown as Row<'sections'>;

export const sections = serverResource({
  definition: sectionsResource,
  table: 'sections',
  search: 'title',
  orderBy: [
    ['note_id', 'asc'],
    ['index', 'asc'],
    ['id', 'asc'],
  ],
  references: [{ field: 'note_id', table: 'notes', label: 'note' }],
  toEntity: sectionEntity,
  create: (db, values) =>
    sectionsRepository(db).insertAt(Number(values.note_id), values.index as number | undefined, {
      title: String(values.title),
      content: String(values.content),
    }) as Promise<RowData>,
  update: (db, existing, { index, ...fields }) =>
    sectionsRepository(db).update(
      asSection(existing),
      index as number | undefined,
      fields,
    ) as Promise<RowData | undefined>,
  remove: (db, existing) => sectionsRepository(db).removeAndRenumber(asSection(existing)),
});
