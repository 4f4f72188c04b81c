import type { Database, DatabaseTransaction } from '../db/database';
import type { TableName } from '../db/tables';
import { lockRows } from '../repositories/row-lock';
import { recordVersions, type Stamps } from '../repositories/record-versions';
import type { RowData } from '../repositories/table-repository';
import { trashRows } from '../repositories/trash-rows';
import type { LinkedRows, ServerResource } from './server-resource';

/**
 * In a delete's transaction, before the delete: the rows each record's delete will unlink (the
 * foreign key sets them to null), claimed in ascending id order when they carry a version, and
 * their unlink in their history. Answers their ids by record and table, for the trash to keep.
 */
export async function unlinkAll(
  db: Database,
  resource: ServerResource,
  ids: readonly number[],
  stamps: Stamps,
): Promise<Map<number, Record<string, number[]>>> {
  const links = new Map<number, Record<string, number[]>>(ids.map((id) => [id, {}]));
  for (const { table, field, rows: kind } of resource.unlinks ?? []) {
    const linked = await trashRows(db).referencing(table, field, ids);
    const found = await claimed(db, table, kind, linked, stamps);
    for (const [id, byTable] of links)
      byTable[table] = found.filter((row) => Number(row[field]) === id).map((row) => row.id);
    const changes = found.map((before) => ({ before, after: { ...before, [field]: null } }));
    await kind.recorded(db, field, changes, stamps);
  }
  return links;
}

/**
 * In a restore's transaction: links back to the record the rows its delete unlinked, those still
 * free that their own rule lets have it, claimed in ascending id order, each in its history.
 */
export async function relinkAll(
  db: Database,
  resource: ServerResource,
  id: number,
  links: Record<string, number[]>,
  stamps: Stamps,
): Promise<void> {
  for (const { table, field, rows: kind } of resource.unlinks ?? []) {
    const rows = trashRows(db);
    const free = (await rows.free(table, field, links[table] ?? [])).filter(
      (row) => kind.mayLink?.(row) ?? true,
    );
    const before = await claimed(db, table, kind, free, stamps);
    const ids = before.map((row) => row.id);
    const after = new Map((await rows.link(table, field, id, ids)).map((row) => [row.id, row]));
    // A row linked elsewhere meanwhile (PostgreSQL) stays where it is: the update skips it.
    const changes = before
      .filter((row) => after.has(row.id))
      .map((row) => ({ before: row, after: after.get(row.id)! }));
    await kind.recorded(db, field, changes, stamps);
  }
}

/**
 * Before a restore of several records links rows back: locks every row any of them may link,
 * per table in ascending id order, so that the lot's claims never wait in another order than a
 * bulk write's (a relink per record would take 5, 9, then 3).
 */
export async function lockLinked(
  db: Database,
  resource: ServerResource,
  links: readonly Record<string, number[]>[],
) {
  for (const { table, rows: kind } of resource.unlinks ?? []) {
    if (!kind.versioned) continue;
    const ids = [...new Set(links.flatMap((byTable) => byTable[table] ?? []))].sort(
      (a, b) => a - b,
    );
    await lockRows(db as DatabaseTransaction, table, ids);
  }
}

/** The rows as claimed (their version moved), locked in ascending id order; as they are if none. */
async function claimed(
  db: Database,
  table: TableName,
  kind: LinkedRows,
  rows: readonly RowData[],
  stamps: Stamps,
): Promise<RowData[]> {
  if (!kind.versioned || rows.length === 0) return [...rows];
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  await lockRows(db as DatabaseTransaction, table, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const after = await recordVersions(db).claimAll(table, ids, stamps);
  // The link as it was read (the claim changes only version and stamps), the rest as claimed.
  return after
    .map((row) => ({ ...byId.get(Number(row.id)), ...row, id: Number(row.id) }))
    .sort((a, b) => a.id - b.id);
}
