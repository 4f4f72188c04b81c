import type { Database } from '../db/database';
import { HttpError, notFound } from '../http-error';
import { recordNoun } from '../../shared/nouns';
import { rowExists, type RowData } from '../repositories/table-repository';
import type { Stamps } from '../repositories/record-versions';
import type { ServerResource } from '../resource-engine/server-resource';
import { recordHistory } from '../history/record-history';
import { trashRows } from '../repositories/trash-rows';
import { decodeSnapshot } from './snapshot';
import { trashRepository } from '../repositories/trash';
import { searchIndex } from '../search/index-entries';

/** Who a restore is for: the resources by name, to find a part's parent in the trash. */
type Resources = Readonly<Record<string, ServerResource>>;

/**
 * Brings a record back from the trash, in the caller's transaction: its row and what its delete
 * took along, with their ids, then the links it had to rows that are still free. A restore that
 * would break a rule (its parent is gone, its project's totals would overflow) is a 409 with the
 * reason, and nothing changes.
 */
export async function restoreDeleted(
  db: Database,
  resources: Resources,
  resource: ServerResource,
  id: number,
  stamps: Stamps,
): Promise<RowData> {
  const name = resource.definition.name;
  const entry = await trashRepository(db).take({ resource: name, record_id: id });
  if (!entry) throw notFound('Record in the trash');
  const { row: kept, along, links } = decodeSnapshot(entry.snapshot);
  const row: RowData = { ...kept, ...stamps, version: Number(kept.version) + 1 };
  await parentMustExist(db, resources, resource, row);
  for (const ref of resource.references ?? []) {
    // A link to a record deleted since (a project's client) is left out, as its delete did.
    const value = row[ref.field];
    if (ref.field !== resource.shownOn?.field && typeof value === 'number')
      if (!(await rowExists(db, ref.table, value))) row[ref.field] = null;
  }
  try {
    await resource.check?.(db, row);
  } catch (error) {
    if (error instanceof HttpError)
      throw new HttpError(409, `It cannot be restored: ${error.message}.`);
    throw error;
  }
  const rows = trashRows(db);
  if (resource.restore) await resource.restore(db, row);
  else await rows.insert(resource.table, [row]);
  for (const { table } of resource.takesAlong ?? []) await rows.insert(table, along[table] ?? []);
  for (const { table, field } of resource.unlinks ?? [])
    await rows.relink(table, field, id, links[table] ?? []);
  await searchIndex(db).restored(resources, resource, row);
  await recordHistory(db, resource).wrote('restore', row, stamps);
  return row;
}

async function parentMustExist(
  db: Database,
  resources: Resources,
  resource: ServerResource,
  row: RowData,
) {
  const on = resource.shownOn;
  if (!on) return;
  const parent = resources[on.resource]!;
  const parentId = Number(row[on.field]);
  if (await rowExists(db, parent.table, parentId)) return;
  const noun = recordNoun(parent.definition);
  const trashed = await trashRepository(db).has({ resource: on.resource, record_id: parentId });
  throw new HttpError(
    409,
    trashed
      ? `Its ${noun} “${trashed.title}” is in the trash: restore it first.`
      : `Its ${noun} was deleted for good, so it cannot be restored.`,
  );
}
