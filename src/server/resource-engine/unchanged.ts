import type { Database } from '../db/database';
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
 * an image by its hash); a part sent with it (a note's sections), through the record's detail.
 */
export async function changesNothing(
  db: Database,
  resource: ServerResource,
  existing: RowData,
  values: Record<string, unknown>,
  input: Record<string, unknown>,
) {
  // The stamps are the write's own, never a change by themselves.
  const { updated_at: _at, updated_by: _by, ...columns } = values;
  const shown = (row: RowData) => JSON.stringify(resource.toEntity(row));
  if (shown({ ...existing, ...columns } as RowData) !== shown(existing)) return false;
  const parts = (resource.parts ?? []).filter((field) => input[field] !== undefined);
  if (parts.length === 0) return true;
  if (!resource.detail) return false;
  const detail = (await resource.detail(db, resource.toEntity(existing))) as Record<
    string,
    unknown
  >;
  return parts.every((field) => sameItems(detail[field], input[field]));
}

/** Whether a part's items as stored have, in order, every value that each one sent has. */
function sameItems(stored: unknown, sent: unknown) {
  if (!Array.isArray(stored) || !Array.isArray(sent) || stored.length !== sent.length) return false;
  return sent.every((item: Record<string, unknown>, i) =>
    Object.entries(item).every(
      ([key, value]) => (stored[i] as Record<string, unknown>)[key] === value,
    ),
  );
}
