import type { DatabaseTransaction } from '../db/database';
import { recordVersions, type Stamps } from '../repositories/record-versions';
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
  if (!parent) return;
  const ids = rows.map((row) => row?.[parent.field]).filter((id) => id != null);
  const sorted = [...new Set(ids.map(Number))].sort((a, b) => a - b);
  await recordVersions(trx).claimAll(parent.table, sorted, stamps);
}
