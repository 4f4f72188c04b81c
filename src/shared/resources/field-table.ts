import { z } from 'zod';

/**
 * A resource's plain fields, one row each: everything else about a plain field is derived from
 * its row (docs/decisions/0020-a-field-is-one-row.md). Fields that need code of their own (money,
 * images, references, sections, embedded lists) stay out of the table and keep it.
 */
export type FieldRow = {
  /** The rule a request's value must meet: create's as written, update's made optional. */
  input: z.ZodType;
  /** What an answer carries: the column's value as text, a number, or a number or null. */
  output: OutputType;
  /** The screen's name for it: the form, the CSV's header, the history's lines. */
  label: string;
  /** Left out of the list's CSV when false. */
  csv?: false;
  /**
   * Headers it had before a rename ("Notes"): a file exported back then, or a person's own sheet,
   * still imports into it. A field's current label or name wins over another's former one.
   */
  formerly?: readonly string[];
  /** Found by the search: as the entry's title, or as part of its text (in table order). */
  search?: 'title' | 'text';
  /** How its form field reads and fills (the web kit's FieldSpec, less name and label). */
  form?: FormHints;
};

export type FieldTable = Readonly<Record<string, FieldRow>>;

export type FormHints = {
  kind?: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'count' | 'date' | 'select';
  /** A textarea's height in lines. */
  rows?: number;
  autoComplete?: string;
  /** A line under the label that says what the field is for. */
  hint?: string;
};

const OUTPUTS = {
  text: () => z.string(),
  number: () => z.number(),
  'number or null': () => z.number().nullable(),
  /**
   * A field added to a resource after its answers were specified (a task's assignee and due
   * date): left out of an answer while unset, so a record without it answers as it always did.
   */
  'number if set': () => z.number().optional(),
  'text if set': () => z.string().optional(),
};
export type OutputType = keyof typeof OUTPUTS;
export type OutputSchema<T extends OutputType> = ReturnType<(typeof OUTPUTS)[T]>;

/** A field table, its rows' literal types kept for the schemas derived from it. */
export const fieldTable = <const T extends FieldTable>(table: T): T => table;

const mapRows = <T extends FieldTable, V>(table: T, of: (row: FieldRow, name: string) => V) =>
  Object.fromEntries(Object.entries(table).map(([name, row]) => [name, of(row, name)])) as {
    [K in keyof T]: V;
  };

/** The request's fields: the create body's (`partialFields` of it is the update's). */
export const inputFields = <T extends FieldTable>(table: T) =>
  z.object(mapRows(table, (row) => row.input)) as unknown as z.ZodObject<{
    [K in keyof T]: T[K]['input'];
  }>;

/** The answer's plain fields, to spread into its entity schema between `id` and the rest. */
export const outputShape = <T extends FieldTable>(table: T) =>
  mapRows(table, (row) => OUTPUTS[row.output]()) as unknown as {
    [K in keyof T]: OutputSchema<T[K]['output']>;
  };

/** Each field's label, by name. */
export const fieldLabels = <T extends FieldTable>(table: T) =>
  mapRows(table, (row) => row.label) as Record<keyof T & string, string>;

/** Rows by name: every row in table order, or those named, in that order (a screen's own). */
const rowsOf = <T extends FieldTable>(table: T, names?: readonly (keyof T & string)[]) =>
  (names ?? (Object.keys(table) as (keyof T & string)[])).map(
    (name) => [name, table[name]!] as const,
  );

/** The list CSV's columns for the plain fields, in table order (exports.ts adds the rest). */
export const csvColumns = <T extends FieldTable>(table: T, names?: readonly (keyof T & string)[]) =>
  rowsOf(table, names)
    .filter(([, row]) => row.csv !== false)
    .map(([field, row]) => ({
      label: row.label,
      field,
      ...(row.output.startsWith('number') && { kind: 'number' as const }),
    }));

/** The form's fields, in table order or the order named: name, label and how each reads. */
export const formFields = <T extends FieldTable, K extends keyof T & string = keyof T & string>(
  table: T,
  names?: readonly K[],
) =>
  rowsOf(table, names).map(([name, row]) => ({ name: name as K, label: row.label, ...row.form }));

/** A new form's values: each field's default as text ("0" for a quantity), else empty. */
export const emptyValues = <T extends FieldTable>(table: T) =>
  mapRows(table, (row) => {
    const parsed = row.input.safeParse(undefined);
    return parsed.success && parsed.data != null ? String(parsed.data) : '';
  }) as Record<keyof T & string, string>;

/** A saved record's plain fields as form text (null: empty; absent: the new form's value). */
export function formValues<T extends FieldTable>(table: T, record: Record<string, unknown>) {
  const empty = emptyValues(table);
  return mapRows(table, (_row, name) => {
    const value = record[name];
    return value === undefined ? empty[name] : value === null ? '' : String(value);
  }) as Record<keyof T & string, string>;
}
