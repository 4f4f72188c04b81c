import type { z } from 'zod';
import type { ImportField } from '../../shared/imports';
import { parseId } from '../../shared/fields';
import type { Database } from '../db/database';
import { idsByName } from '../repositories/named-rows';
import type { ServerResource } from '../resource-engine/server-resource';
import { unguardCell } from '../csv';
import type { MappedColumn } from './column-mapping';
import type { Table } from './read-table';

/** One problem of one row, in the screen's words; `row` is the spreadsheet's (header: 1). */
export type RowError = {
  row: number;
  field: string | null;
  column: string | null;
  message: string;
};
/** A row as the request it stands for: the record it names (if any) and its fields' values. */
export type RowInput = {
  row: number;
  id?: number;
  version?: number;
  input: Record<string, unknown>;
};

const rowError = (row: number, column: MappedColumn | undefined, message: string): RowError => ({
  row,
  field: column?.field ?? null,
  column: column?.header ?? null,
  message: `Row ${row}${column ? `, ${column.label}` : ''}: ${message}`,
});

/**
 * Each row of the file as the input a POST or PUT of it would send: cells as written (less the
 * apostrophe the export put before a formula-looking text), an empty count left out and an empty
 * threshold null, an ID and a Version read, a reference by name turned into its id. What cannot be
 * read is a row error; the values' own rules are the resource's schemas' (import-plan.ts).
 */
export async function rowInputs(
  db: Database,
  resource: ServerResource,
  fields: readonly ImportField[],
  table: Table,
  columns: readonly MappedColumn[],
): Promise<{ inputs: RowInput[]; errors: RowError[] }> {
  const byField = new Map(fields.map((f) => [f.field, f]));
  const names = await referencedNames(db, resource, fields, table, columns);
  const inputs: RowInput[] = [];
  const errors: RowError[] = [];
  table.rows.forEach((cells, index) => {
    const row = table.numbers[index]!;
    const rowInput: RowInput = { row, input: {} };
    const before = errors.length;
    columns.forEach((column, i) => {
      if (column.field === null) return;
      const text = unguardCell(cells[i] ?? '');
      const field = byField.get(column.field);
      if (column.field === 'id' || column.field === 'version') {
        if (text.trim() === '') return;
        const number = parseId(text.trim());
        if (number === undefined) errors.push(rowError(row, column, 'must be a whole number'));
        else rowInput[column.field] = number;
      } else if (field?.reference) {
        const name = text.trim();
        const ids = name === '' ? [null] : (names.get(field.reference)?.get(name) ?? []);
        if (ids.length === 1) rowInput.input[field.reference] = ids[0];
        else errors.push(rowError(row, column, namedWrong(name, ids.length, column.label!)));
      } else if (text.trim() === '' && field?.empty) {
        if (field.empty === 'null') rowInput.input[column.field] = null;
      } else rowInput.input[column.field] = text;
    });
    if (errors.length === before) inputs.push(rowInput);
  });
  return { inputs, errors };
}

const namedWrong = (name: string, count: number, label: string) =>
  count === 0
    ? `no ${label.toLowerCase()} is named "${name}"`
    : `${count} ${label.toLowerCase()}s are named "${name}"; rename one of them first`;

/** For each reference field, the rows named in its column: name → ids. */
async function referencedNames(
  db: Database,
  resource: ServerResource,
  fields: readonly ImportField[],
  table: Table,
  columns: readonly MappedColumn[],
) {
  const found = new Map<string, Map<string, number[]>>();
  for (const field of fields) {
    const ref = resource.references?.find((r) => r.field === field.reference);
    const at = columns.findIndex((c) => c.field === field.field);
    if (!ref?.title || at < 0) continue;
    const names = new Set(table.rows.map((cells) => unguardCell(cells[at] ?? '').trim()));
    names.delete('');
    found.set(field.reference!, await idsByName(db, ref.table, ref.title, [...names]));
  }
  return found;
}

/** The issues of a schema's parse as row errors, each under the column of its field. */
export function issuesOf(
  row: number,
  error: z.ZodError,
  columns: readonly MappedColumn[],
  fields: readonly ImportField[],
): RowError[] {
  return error.issues.map((issue) => {
    const name = String(issue.path.at(-1) ?? issue.path[0] ?? '');
    const field = fields.find((f) => f.field === name || f.reference === name);
    const column = columns.find((c) => c.field === field?.field);
    const label = field?.label ?? name;
    return {
      row,
      field: field?.field ?? null,
      column: column?.header ?? null,
      message: `Row ${row}${label ? `, ${label}` : ''}: ${issue.message}`,
    };
  });
}
