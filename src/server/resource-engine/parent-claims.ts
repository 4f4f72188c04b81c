import type { DatabaseTransaction } from '../db/database';
import { ascending, recordVersions, type Stamps } from '../repositories/record-versions';
import type { ServerResource } from './server-resource';

/**
 * A part's write is a change to the record it belongs to, so its parent is claimed too, and
 * first: every transaction that writes a note's sections locks the note before any section. The
 * parents are claimed in ascending id order, as every claim of many is.
 */
export async function claimParents(
  trx: DatabaseTransaction,
  resource: ServerResource,
  rows: readonly (Record<string, unknown> | undefined)[],
  stamps: Stamps,
) {
  const parent = resource.parent;
  if (parent) await recordVersions(trx).claimAll(parent.table, parentIds(resource, rows), stamps);
}

/** The ids of the records that `rows` are parts of, each once, in ascending order. */
export function parentIds(
  resource: ServerResource,
  rows: readonly (Record<string, unknown> | undefined)[],
) {
  const field = resource.parent?.field;
  if (!field) return [];
  return ascending(
    rows
      .map((row) => row?.[field])
      .filter((id) => id != null)
      .map(Number),
  );
}
