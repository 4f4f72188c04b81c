import type { Database, DatabaseTransaction } from '../db/database';
import { lockRow } from '../repositories/row-lock';
import type { RowData } from '../repositories/table-repository';
import type { Stamps } from '../repositories/record-versions';
import type { ServerResource } from '../resource-engine/server-resource';
import { titleOf } from '../history/record-history';
import { encodeSnapshot, type Snapshot } from './snapshot';
import { trashRepository } from '../repositories/trash';
import { trashRows } from '../repositories/trash-rows';

/**
 * Puts a record about to be deleted in the trash, in the delete's transaction and before it: its
 * row, the rows its delete takes along (the foreign keys cascade them) and the ids of rows it
 * unlinks (set to null), so that a restore can bring all of it back with the same ids.
 */
export async function keepDeleted(
  db: Database,
  resource: ServerResource,
  row: RowData,
  stamps: Stamps,
): Promise<void> {
  // A part inserted meanwhile (a task) holds a key-share lock on its parent until it commits: the
  // full lock waits for it, so the parts read next are all that the delete's cascade will take.
  if (resource.takesAlong?.length) await lockRow(db as DatabaseTransaction, resource.table, row.id);
  const snapshot: Snapshot = { row, along: {}, links: {} };
  const tookAlong: Record<string, number> = {};
  for (const { table, field, resource: name } of resource.takesAlong ?? []) {
    const rows = await trashRows(db).referencing(table, field, row.id);
    snapshot.along[table] = rows;
    if (rows.length) tookAlong[name] = rows.length;
  }
  for (const { table, field } of resource.unlinks ?? []) {
    const rows = await trashRows(db).referencing(table, field, row.id);
    snapshot.links[table] = rows.map((r) => Number(r.id));
  }
  await trashRepository(db).put({
    resource: resource.definition.name,
    record_id: row.id,
    title: titleOf(resource, row),
    deleted_at: stamps.updated_at,
    deleted_by: stamps.updated_by,
    took_along: JSON.stringify(tookAlong),
    snapshot: encodeSnapshot(snapshot),
  });
}
