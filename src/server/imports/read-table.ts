import { IMPORT_MAX_ROWS } from '../../shared/limits';
import { XLSX_MEDIA_TYPE } from '../../shared/imports';
import { ImportFileError } from './import-file-error';
import { csvRows } from './read-csv';
import { xlsxRows } from './read-xlsx';

/*
 * An uploaded CSV or XLSX file as a table of text: what the import's mapping reads. The readers
 * turn bytes into numbered rows of cells; the rules that a table must keep whatever its format
 * are here, each broken one answered with a sentence a spreadsheet's user can act on.
 */

export { ImportFileError };

export type FileKind = 'csv' | 'xlsx';
/**
 * A file's table: its header cells (trimmed) and its rows, every cell as text as written, with
 * each row's number as the spreadsheet shows it (the header's is 1; blank rows are skipped).
 */
export type Table = { headers: string[]; rows: string[][]; numbers: number[] };

/** The kind a request's Content-Type names ('text/csv' with any params, or XLSX_MEDIA_TYPE). */
export function fileKind(contentType: string | undefined): FileKind | undefined {
  const type = contentType?.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv') return 'csv';
  if (type === XLSX_MEDIA_TYPE) return 'xlsx';
  return undefined;
}

export async function readTable(
  body: Buffer,
  kind: FileKind,
  maxRows = IMPORT_MAX_ROWS,
): Promise<Table> {
  if (body.length === 0) throw new ImportFileError(EMPTY);
  return tableOf(kind === 'csv' ? csvRows(body) : await xlsxRows(body), maxRows);
}

const EMPTY = 'The file is empty.';

type SheetRow = { number: number; cells: string[] };

/**
 * The first row with anything in it is the header; blank rows are skipped. Rows past maxRows
 * are counted, for the message, but not kept.
 */
function tableOf(rows: Iterable<SheetRow>, maxRows: number): Table {
  let header: string[] | undefined;
  const kept: SheetRow[] = [];
  let count = 0;
  for (const row of rows) {
    if (filledLength(row.cells) === 0) continue;
    if (!header) header = row.cells.map((cell) => cell.trim());
    else if (++count <= maxRows) kept.push(row);
  }
  if (!header) throw new ImportFileError(EMPTY);
  if (count === 0) throw new ImportFileError('The file has a header row but no rows to import.');
  if (count > maxRows)
    throw new ImportFileError(
      `The file has ${thousands(count)} rows; an import takes at most ${thousands(maxRows)}. ` +
        'Split it into smaller files.',
    );
  return shaped(header, kept);
}

/**
 * Every row as wide as the header. Blank header cells at its end are not columns; one inside
 * it is a column only if something is under it, and then it is an error. A row that ends
 * before the header is padded (spreadsheets drop trailing empty cells); one with a filled cell
 * past it is an error.
 */
function shaped(header: string[], rows: SheetRow[]): Table {
  const width = filledLength(header);
  const unnamed: number[] = [];
  const seen = new Map<string, number>();
  for (let column = 0; column < width; column++) {
    const name = header[column]!;
    const before = seen.get(name);
    if (name === '') unnamed.push(column);
    else if (before === undefined) seen.set(name, column);
    else
      throw new ImportFileError(
        `Two columns are headed "${name}" (columns ${letter(before)} and ${letter(column)}).`,
      );
  }
  for (const row of rows) {
    const filled = filledLength(row.cells);
    if (filled > width)
      throw new ImportFileError(
        `Row ${row.number} has ${filled} cells, but the header has ${width}.`,
      );
    const column = unnamed.find((c) => !isBlank(row.cells[c]));
    if (column !== undefined)
      throw new ImportFileError(
        `Column ${letter(column)} has no header, but row ${row.number} has a value in it.`,
      );
  }
  const columns = [...seen.values()];
  const whole = columns.length === width;
  return {
    headers: [...seen.keys()],
    rows: rows.map(({ cells }) =>
      whole && cells.length === width ? cells : columns.map((c) => cells[c] ?? ''),
    ),
    numbers: rows.map((row) => row.number),
  };
}

const isBlank = (cell: string | undefined) => cell === undefined || cell.trim() === '';

/** The cells up to the last one with anything in it. */
function filledLength(cells: string[]): number {
  let length = cells.length;
  while (length > 0 && isBlank(cells[length - 1])) length--;
  return length;
}

const thousands = (n: number) => n.toLocaleString('en-US');

/** A column's letters as a spreadsheet heads it: A…Z, AA… */
export function letter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
