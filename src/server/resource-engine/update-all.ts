import type { DatabaseTransaction } from '../db/database';
import { lockedRows } from '../repositories/row-lock';
import {
  type Stamps,
  ascending,
  nextVersion,
  recordVersions,
} from '../repositories/record-versions';
import { type RowData, tableRepository } from '../repositories/table-repository';
import { recordHistory } from '../history/record-history';
import { searchIndex } from '../search/index-entries';
import { checkReferences } from './references';
import { ruleVerdicts } from './rule-verdicts';
import { claimParents } from './parent-claims';
import type { ServerResource } from './server-resource';
import { changesNothing } from './unchanged';

type Input = Record<string, unknown>;
/** A change to one record: its row as locked (its version accepted), and what the request sent. */
export type RecordChange = { existing: RowData; input: Input };

/**
 * Whether a bulk update of this resource can be written set-wise: its update is the table's own
 * (not a resource's hook that writes other rows, such as a project's connect) and its records are
 * not parts of another (whose claim is per parent).
 */
export const updatesSetWise = (resource: ServerResource) => !resource.update && !resource.parent;

/**
 * The one update path, of one record (a PUT) or many (a bulk update, an import), in the caller's
 * transaction, once their rows are locked: each change's row and the resource's rule (`check`);
 * a record the change leaves as it is keeps its version and gets no history entry. Then the
 * parents' claim, one UPDATE per distinct set of column values that claims each record's version
 * (a resource with its own update claims and writes each apart), and the afterWrite, search
 * entries and history of all of them in a statement or two. References are the caller's to check.
 * Resolves to each record as it is after, in the order of the changes.
 */
export async function writeUpdates(
  trx: DatabaseTransaction,
  resource: ServerResource,
  changes: readonly RecordChange[],
  stamps: Stamps,
  importId?: number,
): Promise<RowData[]> {
  const groups = new Map<string, { values: Input; ids: number[] }>();
  const changing: (RecordChange & { values: Input })[] = [];
  const verdicts = ruleVerdicts();
  for (const { existing, input } of changes) {
    const values = { ...((await resource.toRow?.(input, existing)) ?? input), ...stamps };
    await verdicts.add(resource.check?.(trx, values, existing));
    if (await changesNothing(trx, resource, existing, values, input)) continue;
    changing.push({ existing, input, values });
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, ids: [] as number[] };
    group.ids.push(existing.id);
    groups.set(key, group);
  }
  const after = await verdicts.after(async () => {
    await claimParents(
      trx,
      resource,
      changing.map((c) => c.existing),
      stamps,
    );
    return writeChanged(trx, resource, changing, [...groups.values()], stamps);
  });
  const written = changing
    .filter((c) => after.has(c.existing.id))
    .map(({ existing, input }) => ({ before: existing, after: after.get(existing.id)!, input }));
  await resource.afterWrite?.(trx, written, stamps);
  await searchIndex(trx).wrote(
    resource,
    written.map((w) => w.after),
  );
  await recordHistory(trx, resource, importId).updatedAll(written, stamps);
  return changes.map(({ existing }) => after.get(existing.id) ?? existing);
}

/**
 * Writes the changes: one UPDATE per distinct set of column values, or the resource's own update
 * record by record (its claim first). The rows as they are after, by id.
 */
async function writeChanged(
  trx: DatabaseTransaction,
  resource: ServerResource,
  changing: readonly (RecordChange & { values: Input })[],
  groups: readonly { values: Input; ids: number[] }[],
  stamps: Stamps,
): Promise<Map<number, RowData>> {
  const after = new Map<number, RowData>();
  if (resource.update) {
    for (const { existing, values, input } of changing) {
      await recordVersions(trx).claim(resource.table, existing.id, undefined, stamps);
      const row = await resource.update(trx, existing, values, input);
      if (row) after.set(existing.id, row);
    }
  } else {
    const records = tableRepository(trx, resource);
    for (const { values, ids } of groups)
      for (const row of await records.updateAll(ids, { ...values, ...nextVersion }))
        after.set(Number(row.id), row);
  }
  return after;
}

/**
 * One change to many records (a bulk update of 1,000 clients): their rows read with their locks
 * in ascending order of id, then written by writeUpdates. The caller's transaction makes it all
 * or none: the first id not there is `missing`, and nothing is written.
 */
export async function updateAll(
  trx: DatabaseTransaction,
  resource: ServerResource,
  ids: readonly number[],
  input: Input,
  stamps: Stamps,
): Promise<{ missing: number } | { updated: RowData[] }> {
  const rows = await lockedRows(trx, resource.table, ascending(ids));
  const byId = new Set(rows.map((row) => Number(row.id)));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) return { missing };
  await checkReferences(trx, resource, input);
  const updated = await writeUpdates(
    trx,
    resource,
    rows.map((existing) => ({ existing, input })),
    stamps,
  );
  return { updated };
}
