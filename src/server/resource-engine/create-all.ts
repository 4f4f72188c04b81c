import type { DatabaseTransaction } from '../db/database';
import type { Stamps } from '../repositories/record-versions';
import { type RowData, tableRepository } from '../repositories/table-repository';
import { recordHistory } from '../history/record-history';
import { searchIndex } from '../search/index-entries';
import { claimParents } from './parent-claims';
import { ruleVerdicts } from './rule-verdicts';
import type { ServerResource } from './server-resource';

type Input = Record<string, unknown>;

/**
 * Creates records, one or 10,000 (an import), through the same steps in the caller's
 * transaction: each input's row and the resource's rule (`check`), the parents' claim, then the
 * rows, their afterWrite, search entries and history for the lot. A resource that stores a record
 * as one row inserts them set-wise (a statement per batch); one with its own create (a note and
 * its sections) creates them one by one. References are the caller's to check (references.ts).
 * Resolves to the rows as written, in the order of the inputs.
 */
export async function createAll(
  trx: DatabaseTransaction,
  resource: ServerResource,
  inputs: readonly Input[],
  stamps: Stamps,
  importId?: number,
): Promise<RowData[]> {
  const values: Input[] = [];
  const verdicts = ruleVerdicts();
  for (const input of inputs) {
    const row = { ...((await resource.toRow?.(input)) ?? input), ...stamps };
    await verdicts.add(resource.check?.(trx, row));
    values.push(row);
  }
  const created = await verdicts.after(async () => {
    await claimParents(trx, resource, values, stamps);
    if (!resource.create) return tableRepository(trx, resource).insertAll(values);
    const rows: RowData[] = [];
    for (let i = 0; i < values.length; i++)
      rows.push(await resource.create(trx, values[i]!, inputs[i]!));
    return rows;
  });
  await resource.afterWrite?.(
    trx,
    created.map((after) => ({ before: undefined, after })),
    stamps,
  );
  await searchIndex(trx).created(resource, created);
  await recordHistory(trx, resource, importId).wroteAll('create', created, stamps);
  return created;
}
