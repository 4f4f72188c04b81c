import { type Database, inTransaction } from '../db/database';
import { type Stamps, recordVersions } from '../repositories/record-versions';
import { tableRepository } from '../repositories/table-repository';
import { recordHistory } from '../history/record-history';
import { keepDeleted } from '../trash/keep-deleted';
import { searchIndex } from '../search/index-entries';
import { claimParents } from './parent-claims';
import type { Expected } from './preconditions';
import type { ServerResource } from './server-resource';
import { checkDeleteBounds } from './write-bounds';

/** Thrown inside a delete's transaction when one of its records is not there: rolls back. */
export class Missing extends Error {
  constructor(readonly id: number) {
    super(`no record ${id}`);
  }
}

/**
 * Moves records to the trash, with what their deletes take along, in a statement or two per
 * step for the lot: claim (parents first), keep in the trash, delete, history. The claim comes
 * first, so a concurrent update either lands before (and is in what the trash keeps) or finds
 * the record gone. All or none: the first id not there rolls it all back (Missing). What it
 * would move is measured first, and past the bounds of one write nothing starts (422).
 */
export async function removeAll(
  db: Database,
  resource: ServerResource,
  ids: readonly number[],
  stamps: Stamps,
  { field, expected }: { field: 'id' | 'ids'; expected?: Expected },
) {
  await inTransaction(db, async (trx) => {
    const kept = resource.trash !== false;
    if (kept) await checkDeleteBounds(trx, resource, ids, field);
    const records = tableRepository(trx, resource);
    if (resource.parent) await claimParents(trx, resource, await records.findAll(ids), stamps);
    const claimed = await recordVersions(trx).claimAll(resource.table, ids, stamps, expected);
    const byId = new Map(claimed.map((row) => [Number(row.id), row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw new Missing(missing);
    const rows = ids.map((id) => byId.get(id)!);
    if (kept) await keepDeleted(trx, resource, rows, stamps);
    if (resource.remove) for (const row of rows) await resource.remove(trx, row);
    else await records.remove(ids);
    await searchIndex(trx).removed(resource, rows);
    await recordHistory(trx, resource).wroteAll('delete', rows, stamps);
  });
}
