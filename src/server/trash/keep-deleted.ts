import type { Database, DatabaseTransaction } from '../db/database';
import { lockRows } from '../repositories/row-lock';
import type { RowData } from '../repositories/table-repository';
import type { Stamps } from '../repositories/record-versions';
import type { ServerResource } from '../resource-engine/server-resource';
import { titleOf } from '../history/record-history';
import { encodeSnapshot, type Snapshot } from './snapshot';
import { trashRepository } from '../repositories/trash';
import { trashRows } from '../repositories/trash-rows';
import { unlinkAll } from '../resource-engine/linked-rows';

/**
 * Puts records about to be deleted in the trash, in the delete's transaction and before it, one
 * entry each: its row, the rows its delete takes along (the foreign keys cascade them) and the ids
 * of rows it unlinks (set to null; linked-rows.ts claims them and writes it in their history), so
 * that a restore can bring all of it back with the same ids. A statement or two per related table
 * and one insert, however many records (a bulk delete's).
 */
export async function keepDeleted(
  db: Database,
  resource: ServerResource,
  rows: readonly RowData[],
  stamps: Stamps,
): Promise<void> {
  const ids = rows.map((row) => row.id);
  // A part inserted meanwhile (a task) holds a key-share lock on its parent until it commits: the
  // full lock waits for it, so the parts read next are all that the delete's cascade will take.
  if (resource.takesAlong?.length) await lockRows(db as DatabaseTransaction, resource.table, ids);
  const snapshots = new Map<number, Snapshot>(
    rows.map((row) => [row.id, { row, along: {}, links: {} }]),
  );
  const tookAlong = new Map<number, Record<string, number>>(ids.map((id) => [id, {}]));
  for (const { table, field, resource: name } of resource.takesAlong ?? []) {
    const byRecord = groupBy(await trashRows(db).referencing(table, field, ids), field);
    for (const [id, snapshot] of snapshots) {
      const along = byRecord.get(id) ?? [];
      snapshot.along[table] = along;
      if (along.length) tookAlong.get(id)![name] = along.length;
    }
  }
  const links = await unlinkAll(db, resource, ids, stamps);
  for (const [id, snapshot] of snapshots) snapshot.links = links.get(id) ?? {};
  await trashRepository(db).put(
    rows.map((row) => ({
      resource: resource.definition.name,
      record_id: row.id,
      title: titleOf(resource, row),
      deleted_at: stamps.updated_at,
      deleted_by: stamps.updated_by,
      took_along: JSON.stringify(tookAlong.get(row.id)),
      snapshot: encodeSnapshot(snapshots.get(row.id)!),
    })),
  );
}

/** Rows by the record their `field` names, each group in the order read (by id). */
function groupBy(rows: readonly RowData[], field: string) {
  const groups = new Map<number, RowData[]>();
  for (const row of rows) {
    const key = Number(row[field]);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
