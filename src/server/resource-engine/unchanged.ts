import type { RowData } from '../repositories/table-repository';
import type { Expected } from './preconditions';
import type { ServerResource } from './server-resource';

/** Whether a record at its stored version may be written by one who sent `expected` (If-Match). */
export const accepts = (expected: Expected, row: RowData) =>
  expected === undefined || expected.includes(Number(row.version));

/**
 * Whether an update's column values leave the record as the API shows it: then it writes nothing
 * and keeps its version, so an empty save (or one of the values it has) refuses no other editor.
 * Compared through `toEntity`, which reads a column as its answer does (a flag stored as 0 or 1,
 * an image by its hash). A part sent with it (a note's sections) counts as a change.
 */
export function changesNothing(
  resource: ServerResource,
  existing: RowData,
  values: Record<string, unknown>,
  input: Record<string, unknown>,
) {
  if ((resource.parts ?? []).some((field) => input[field] !== undefined)) return false;
  // The stamps are the write's own, never a change by themselves.
  const { updated_at: _at, updated_by: _by, ...columns } = values;
  const shown = (row: RowData) => JSON.stringify(resource.toEntity(row));
  return shown({ ...existing, ...columns } as RowData) === shown(existing);
}
