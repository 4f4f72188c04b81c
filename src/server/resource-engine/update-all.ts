import type { DatabaseTransaction } from '../db/database';
import { lockedRows } from '../repositories/row-lock';
import { type Stamps, ascending, nextVersion } from '../repositories/record-versions';
import { type RowData, tableRepository } from '../repositories/table-repository';
import { recordHistory } from '../history/record-history';
import { searchIndex } from '../search/index-entries';
import { checkReferences } from './references';
import type { ServerResource } from './server-resource';
import { changesNothing } from './unchanged';

type Input = Record<string, unknown>;

/**
 * Whether a bulk update of this resource can be written set-wise: its update is the table's own
 * (not a resource's hook that writes other rows, such as a project's connect) and its records are
 * not parts of another (whose claim is per parent).
 */
export const updatesSetWise = (resource: ServerResource) => !resource.update && !resource.parent;

/**
 * One change to many records, in a few statements for the lot however many (a bulk update of
 * 1,000 clients): their rows read with their locks in ascending order of id, one UPDATE per
 * distinct set of column values (one, when the values do not depend on the row) that claims each
 * record's version, then the search index and the history of all of them in a statement or two.
 * A resource's rule (`check`) and its `afterWrite` still see each record. A record the change
 * leaves as it is keeps its version and has no history entry, as a single update's. The caller's
 * transaction makes it all or none: the first id not there is `missing`, and nothing is written.
 */
export async function updateAll(
  trx: DatabaseTransaction,
  resource: ServerResource,
  ids: readonly number[],
  input: Input,
  stamps: Stamps,
): Promise<{ missing: number } | { updated: RowData[] }> {
  const rows = await lockedRows(trx, resource.table, ascending(ids));
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) return { missing };
  await checkReferences(trx, resource, input);

  const groups = new Map<string, { values: Input; ids: number[] }>();
  const changing: RowData[] = [];
  for (const existing of rows) {
    const values = { ...((await resource.toRow?.(input, existing)) ?? input), ...stamps };
    await resource.check?.(trx, values, existing);
    if (await changesNothing(trx, resource, existing, values, input)) continue;
    changing.push(existing);
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, ids: [] as number[] };
    group.ids.push(existing.id);
    groups.set(key, group);
  }
  const records = tableRepository(trx, resource);
  const updated: RowData[] = [];
  for (const { values, ids: groupIds } of groups.values())
    updated.push(...(await records.updateAll(groupIds, { ...values, ...nextVersion })));
  const after = new Map(updated.map((row) => [Number(row.id), row]));
  const pairs = changing.map((before) => ({ before, after: after.get(before.id)! }));
  if (resource.afterWrite)
    for (const { before, after: row } of pairs) await resource.afterWrite(trx, before, row, stamps);
  await searchIndex(trx).wrote(resource, updated);
  await recordHistory(trx, resource).updatedAll(pairs, input, stamps);
  return { updated };
}
