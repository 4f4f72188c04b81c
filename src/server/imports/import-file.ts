import {
  ID_FIELD,
  type ImportField,
  type ImportPreview,
  VERSION_FIELD,
} from '../../shared/imports';
import { recordNoun } from '../../shared/nouns';
import { type Database, type DatabaseTransaction, inTransaction } from '../db/database';
import { isForeignKeyViolation } from '../db/database-errors';
import { HttpError } from '../http-error';
import { importsRepository } from '../repositories/imports';
import { ascending } from '../repositories/record-versions';
import { lockedRows } from '../repositories/row-lock';
import { createAll } from '../resource-engine/create-all';
import { stampsOf } from '../resource-engine/record-stamps';
import type { ServerResource } from '../resource-engine/server-resource';
import { writeUpdates } from '../resource-engine/update-all';
import { type MappedColumn, mapColumns } from './column-mapping';
import { type ImportPlan, planImport } from './import-plan';
import { type FileKind, type Table, readTable } from './read-table';
import type { RowError } from './row-inputs';

/** An import's request: the file, what it is called, how its columns map (if not as found). */
export type ImportRequest = {
  resource: ServerResource;
  fields: readonly ImportField[];
  body: Buffer;
  kind: FileKind;
  fileName: string;
  override?: Record<string, string | null>;
  actor: string | null;
};

/** Refuses the write (any row error): the preview is the 422's body, and nothing is written. */
export class ImportRefused extends Error {
  constructor(readonly preview: ImportPreview) {
    super('The file has errors');
  }
}

/**
 * Reads the file and answers what importing it does (a dry run), or does it: every row it
 * creates or updates in one transaction through the resource engine's write path (createAll,
 * writeUpdates), with the import and what it did to each record kept for its undo. The plan is
 * made before the transaction, so a file with errors never takes the write lock; in it, the rows
 * to update are locked and, if any moved meanwhile, planned again.
 */
export async function importFile(
  db: Database,
  request: ImportRequest,
  dryRun: boolean,
): Promise<ImportPreview> {
  const { resource, fields } = request;
  const table = await readTable(request.body, request.kind);
  const columns = mapColumns(table.headers, fields, request.override);
  const plan = await planImport(db, resource, fields, table, columns);
  const preview = previewOf(request, table, columns, plan);
  if (preview.errors.length) {
    if (dryRun) return preview;
    throw new ImportRefused(preview);
  }
  if (dryRun) return preview;
  try {
    return await inTransaction(db, async (trx) => {
      const current = (await stillCurrent(trx, resource, plan))
        ? plan
        : await planImport(db, resource, fields, table, columns, trx);
      const answer = previewOf(request, table, columns, current);
      if (answer.errors.length) throw new ImportRefused(answer);
      return { ...answer, import_id: await write(trx, request, current) };
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new HttpError(409, 'A record the file names was deleted meanwhile. Import it again.');
    throw error;
  }
}

/** Whether the records the plan updates are still at the versions it read (now locked). */
async function stillCurrent(trx: DatabaseTransaction, resource: ServerResource, plan: ImportPlan) {
  const ids = plan.updates.map((u) => u.existing.id);
  const rows = await lockedRows(trx, resource.table, ascending(ids));
  const versions = new Map(rows.map((row) => [Number(row.id), Number(row.version)]));
  return plan.updates.every((u) => versions.get(u.existing.id) === Number(u.existing.version));
}

async function write(trx: DatabaseTransaction, request: ImportRequest, plan: ImportPlan) {
  const { resource, actor } = request;
  const stamps = stampsOf({ actor });
  const imports = importsRepository(trx);
  const importId = await imports.add({
    resource: resource.definition.name,
    file_name: request.fileName,
    actor,
    at: stamps.updated_at,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
  });
  const created = await createAll(
    trx,
    resource,
    plan.creates.map((c) => c.input),
    stamps,
    importId,
  );
  const updated = await writeUpdates(trx, resource, plan.updates, stamps, importId);
  await imports.addRecords(importId, [
    ...created.map((row) => ({ record_id: row.id, version: Number(row.version), before: null })),
    ...plan.updates.flatMap(({ existing, before }, i) =>
      updated[i] === existing
        ? []
        : [
            {
              record_id: existing.id,
              version: Number(updated[i]!.version),
              before: JSON.stringify(before),
            },
          ],
    ),
  ]);
  return importId;
}

/** The answer: the mapping, what it would do, and every problem by row. */
function previewOf(
  request: ImportRequest,
  table: Table,
  columns: MappedColumn[],
  plan: ImportPlan,
): ImportPreview {
  return {
    file_name: request.fileName,
    columns,
    fields: [...request.fields, ID_FIELD, VERSION_FIELD].map(({ field, label, required }) => ({
      field,
      label,
      ...(required && { required }),
    })),
    rows: table.rows.length,
    create: plan.creates.length,
    update: plan.updates.length,
    unchanged: plan.unchanged,
    errors: [...unmappedRequired(request, columns, plan), ...plan.errors],
    conflicts: plan.conflicts,
  };
}

/** A field every new record needs that no column fills, once, when the file creates any. */
function unmappedRequired(
  request: ImportRequest,
  columns: readonly MappedColumn[],
  plan: ImportPlan,
): RowError[] {
  const creates = plan.creates.length > 0 || !columns.some((c) => c.field === 'id');
  if (!creates) return [];
  const noun = recordNoun(request.resource.definition);
  return request.fields
    .filter((f) => f.required && !columns.some((c) => c.field === f.field))
    .map((f) => ({
      row: 1,
      field: f.field,
      column: null,
      message: `No column fills ${f.label}, which every new ${noun} needs. Choose the column that holds it.`,
    }));
}
