import type { ImportUndo } from '../../shared/imports';
import { type Database, inTransaction } from '../db/database';
import { HttpError, notFound } from '../http-error';
import { titleOf } from '../history/record-history';
import { importsRepository } from '../repositories/imports';
import { ascending } from '../repositories/record-versions';
import { lockedRows } from '../repositories/row-lock';
import { stampsOf } from '../resource-engine/record-stamps';
import { resourceService } from '../resource-engine/resource-service';
import type { ServerResource } from '../resource-engine/server-resource';
import { type RecordChange, writeUpdates } from '../resource-engine/update-all';

/**
 * Undoes an import, in one transaction through the engine's write paths: the records it created
 * go to the trash (those still there), and the records it changed that nobody has changed since
 * (still at the version it left) get their fields back; the others are named and left.
 */
export async function undoImport(
  db: Database,
  resourceOf: (name: string) => ServerResource | undefined,
  id: number,
  actor: string | null,
): Promise<ImportUndo> {
  return inTransaction(db, async (trx) => {
    const imports = importsRepository(trx);
    const stamps = stampsOf({ actor });
    const found = await imports.find(id);
    const resource = found && resourceOf(found.resource);
    if (!found || !resource) throw notFound('Import');
    if (!(await imports.markUndone(id, stamps.updated_at, actor))) {
      const when = new Date(Number(found.undone_at)).toISOString().slice(0, 16).replace('T', ' ');
      throw new HttpError(
        409,
        `This import was undone by ${found.undone_by ?? 'someone'} on ${when} UTC.`,
      );
    }
    const records = await imports.records(id);
    const created = records.filter((r) => r.before === null).map((r) => r.record_id);
    const changed = new Map(records.filter((r) => r.before !== null).map((r) => [r.record_id, r]));

    const there = await lockedRows(trx, resource.table, ascending(created));
    if (there.length)
      await resourceService(trx, resource).removeMany(
        there.map((row) => row.id),
        { actor },
      );

    const changes: RecordChange[] = [];
    const left: ImportUndo['left'] = [];
    for (const row of await lockedRows(trx, resource.table, [...changed.keys()])) {
      const record = changed.get(row.id)!;
      if (Number(row.version) === record.version)
        changes.push({
          existing: row,
          input: JSON.parse(record.before!) as Record<string, unknown>,
        });
      else {
        const title = titleOf(resource, row);
        const by = row.updated_by ? ` by ${String(row.updated_by)}` : '';
        left.push({
          id: row.id,
          title,
          message: `${title} was changed${by} after the import, so it was left as it is.`,
        });
      }
    }
    await writeUpdates(trx, resource, changes, stamps);
    return { id, trashed: there.length, restored: changes.length, left };
  });
}
