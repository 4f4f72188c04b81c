import type { ImportField } from '../../shared/imports';
import { recordNoun } from '../../shared/nouns';
import type { Database, DatabaseTransaction } from '../db/database';
import { titleOf } from '../history/record-history';
import { ascending } from '../repositories/record-versions';
import { lockedRows } from '../repositories/row-lock';
import { type RowData, tableRepository } from '../repositories/table-repository';
import type { ServerResource } from '../resource-engine/server-resource';
import type { MappedColumn } from './column-mapping';
import type { Table } from './read-table';
import { type RowError, issuesOf, rowInputs } from './row-inputs';

type Input = Record<string, unknown>;
/** Rows checked between two turns of the event loop. */
const TURN_ROWS = 500;
export type Conflict = { row: number; id: number; message: string };
/** A row that updates a record: only the fields whose cells differ, and their values before. */
export type PlannedUpdate = { row: number; existing: RowData; input: Input; before: Input };

/** What an import of the file would do, row by row, and what stops it. */
export type ImportPlan = {
  creates: { row: number; input: Input }[];
  updates: PlannedUpdate[];
  unchanged: number;
  errors: RowError[];
  conflicts: Conflict[];
};

/**
 * Reads each row against the records it names and the resource's own rules: a row without an ID
 * creates (the create body's schema checks it), a row with one updates that record's fields whose
 * cells changed (the update body's schema), unless the record moved past the row's Version since
 * the export (a conflict, not applied) or is not there (an error). `trx`: the rows it updates are
 * read locked, in the import's own transaction; else (a dry run) read as they are.
 */
export async function planImport(
  db: Database,
  resource: ServerResource,
  fields: readonly ImportField[],
  table: Table,
  columns: readonly MappedColumn[],
  trx?: DatabaseTransaction,
): Promise<ImportPlan> {
  const { definition } = resource;
  const { inputs, errors } = await rowInputs(trx ?? db, resource, fields, table, columns);
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, errors, conflicts: [] };
  const ids = inputs.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  const rows = trx
    ? await lockedRows(trx, resource.table, ascending(ids))
    : await tableRepository(db, resource).findAll(ids);
  const existing = new Map(rows.map((row) => [Number(row.id), row]));
  const firstRow = new Map<number, number>();
  const noun = recordNoun(definition);
  const wrap = (input: Input) => (definition.wrapper ? { [definition.wrapper]: input } : input);
  const idColumn = columns.find((c) => c.field === 'id');
  const idError = (row: number, message: string) =>
    errors.push({
      row,
      field: 'id',
      column: idColumn?.header ?? null,
      message: `Row ${row}, ID: ${message}`,
    });

  for (const [i, { row, id, version, input }] of inputs.entries()) {
    // Other requests are answered between stretches of rows, not only once the file is read.
    if (i % TURN_ROWS === TURN_ROWS - 1) await new Promise((resolve) => setImmediate(resolve));
    if (id === undefined) {
      const parsed = definition.createBody.safeParse(wrap(input));
      if (parsed.success) plan.creates.push({ row, input: parsed.data as Input });
      else errors.push(...requiredOnce(issuesOf(row, parsed.error, columns, fields), columns));
      continue;
    }
    const record = existing.get(id);
    if (!record) {
      idError(
        row,
        `no ${noun} has ID ${id}; it may have been deleted. Clear the ID to create it anew.`,
      );
      continue;
    }
    if (firstRow.has(id)) {
      idError(row, `row ${firstRow.get(id)} has the same ID`);
      continue;
    }
    firstRow.set(id, row);
    if (version !== undefined && Number(record.version) !== version) {
      const by = record.updated_by ? ` by ${String(record.updated_by)}` : '';
      plan.conflicts.push({
        row,
        id,
        message: `Row ${row}: ${titleOf(resource, record)} was changed${by} after this file was exported`,
      });
      continue;
    }
    const parsed = definition.updateBody.safeParse(wrap(input));
    if (!parsed.success) {
      errors.push(...issuesOf(row, parsed.error, columns, fields));
      continue;
    }
    const change = changedFields(resource, record, parsed.data as Input);
    if (change) plan.updates.push({ row, existing: record, ...change });
    else plan.unchanged++;
  }
  errors.sort((a, b) => a.row - b.row);
  return plan;
}

/** The fields whose values differ from the record's as its answers show them, with those before. */
function changedFields(resource: ServerResource, record: RowData, values: Input) {
  const shown = resource.toEntity(record) as Input;
  const input: Input = {};
  const before: Input = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined || shown[field] === value) continue;
    input[field] = value;
    before[field] = shown[field];
  }
  return Object.keys(input).length ? { input, before } : undefined;
}

/**
 * A required field the mapping fills from no column is one error of the file (row 1), not one
 * per row.
 */
function requiredOnce(errors: RowError[], columns: readonly MappedColumn[]) {
  return errors.filter((e) => e.field === null || columns.some((c) => c.field === e.field));
}
