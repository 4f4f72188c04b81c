import { type Database, inTransaction } from '../db/database';
import { HttpError, notFound } from '../http-error';
import type { Stamps } from '../repositories/record-versions';
import { type RowData, tableRepository } from '../repositories/table-repository';
import { trashRows } from '../repositories/trash-rows';
import { trashRepository } from '../repositories/trash';
import { recordHistory } from '../history/record-history';
import { searchIndex } from '../search/index-entries';
import { decodeSnapshot, type Snapshot } from '../trash/snapshot';
import { restorable, type Resources } from '../trash/restorable';
import { claimParents } from './parent-claims';
import { lockLinked, relinkAll } from './linked-rows';
import { checkRestoreBounds } from './write-bounds';
import type { ServerResource } from './server-resource';

/** A record that cannot come back, by id: nothing of the lot is restored. */
export class NotRestored extends Error {
  constructor(
    readonly id: number,
    readonly error: HttpError,
  ) {
    super(error.message);
  }
}

/**
 * Brings records back from the trash, in one transaction, all or none: a write of the engine
 * like a create. It takes their entries (ascending ids), claims their parents (a section's note)
 * then every row it links back, runs the resource's check, puts back the row and what its delete
 * took along, and writes the search index and the history. Answers the rows as restored.
 */
export function restoreRecords(
  db: Database,
  resources: Resources,
  resource: ServerResource,
  ids: readonly number[],
  stamps: Stamps,
): Promise<RowData[]> {
  const name = resource.definition.name;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return inTransaction(db, async (trx) => {
    await checkRestoreBounds(trx, name, sorted);
    const kept: Snapshot[] = [];
    for (const id of sorted) {
      const entry = await trashRepository(trx).take({ resource: name, record_id: id });
      if (!entry) throw new NotRestored(id, notFound('Record in the trash'));
      kept.push(decodeSnapshot(entry.snapshot));
    }
    const rows = kept.map(({ row }) => ({ ...row, ...stamps, version: Number(row.version) + 1 }));
    await claimParents(trx, resource, rows, stamps);
    const links = kept.map((snapshot) => snapshot.links);
    if (rows.length > 1) await lockLinked(trx, resource, links);
    for (const [i, row] of rows.entries()) {
      try {
        await putBack(trx, resources, resource, row, kept[i]!, stamps);
      } catch (error) {
        throw error instanceof HttpError ? new NotRestored(row.id, error) : error;
      }
    }
    // The rows as stored now (a hook may have set more than the snapshot had): one read for all.
    return tableRepository(trx, resource).findAll(sorted);
  });
}

/** One record back: its row, what it took along, its links, its search entry and history. */
async function putBack(
  trx: Database,
  resources: Resources,
  resource: ServerResource,
  row: RowData,
  { along, links }: Snapshot,
  stamps: Stamps,
) {
  await restorable(trx, resources, resource, row);
  const rows = trashRows(trx);
  if (resource.restore) await resource.restore(trx, row);
  else await rows.insert(resource.table, [row]);
  for (const { table } of resource.takesAlong ?? []) await rows.insert(table, along[table] ?? []);
  await relinkAll(trx, resource, row.id, links, stamps);
  await searchIndex(trx).restored(resources, resource, row);
  await recordHistory(trx, resource).wrote('restore', row, stamps);
}
