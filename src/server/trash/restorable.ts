import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { recordNoun } from '../../shared/nouns';
import { rowExists, type RowData } from '../repositories/table-repository';
import type { ServerResource } from '../resource-engine/server-resource';
import { trashRepository } from '../repositories/trash';

/** Who a restore is for: the resources by name, to find a part's parent in the trash. */
export type Resources = Readonly<Record<string, ServerResource>>;

/**
 * Makes a row from the trash fit to come back, or says why not: a 409 when its parent is gone or
 * a rule (its project's totals) would break. A link to a record deleted since (a project's
 * client) is left out, as that record's delete did.
 */
export async function restorable(
  db: Database,
  resources: Resources,
  resource: ServerResource,
  row: RowData,
) {
  await parentMustExist(db, resources, resource, row);
  for (const ref of resource.references ?? []) {
    const value = row[ref.field];
    if (ref.field !== resource.shownOn?.field && typeof value === 'number')
      if (!(await rowExists(db, ref.table, value))) row[ref.field] = null;
  }
  try {
    const ruling = await resource.check?.(db, row);
    await ruling?.verdict;
  } catch (error) {
    if (error instanceof HttpError)
      throw new HttpError(409, `It cannot be restored: ${error.message}.`);
    throw error;
  }
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
