import type { CellValue, Worksheet } from 'exceljs';
import { ImportFileError } from './import-file-error';
import { DAMAGED, checkZipSizes } from './zip-check';

const NOT_XLSX = 'This file is not an XLSX workbook. Choose a .csv or .xlsx file.';
const OLE =
  'This file is not an XLSX workbook: it looks like an older Excel workbook (.xls), or one ' +
  'protected by a password. Save it as "Excel Workbook (.xlsx)" without a password.';

type ExcelJS = typeof import('exceljs');
let excel: Promise<ExcelJS> | undefined;

/**
 * ExcelJS takes about 0.3 s to load, so the first XLSX import pays for it rather than every
 * start. It is CommonJS: Node hands its exports over as the default export.
 */
const loadExcelJS = () =>
  (excel ??= import('exceljs').then((m) => (m as ExcelJS & { default?: ExcelJS }).default ?? m));

/**
 * The rows of the workbook's first visible sheet with anything on it, numbered as the sheet
 * numbers them, every cell as the text a user would type to get it.
 */
export async function xlsxRows(
  body: Buffer,
): Promise<Iterable<{ number: number; cells: string[] }>> {
  const magic = body.length < 4 ? 0 : body.readUInt32BE(0);
  // OLE2, the container of .xls workbooks and of encrypted .xlsx ones.
  if (magic === 0xd0cf11e0) throw new ImportFileError(OLE);
  if (magic !== 0x504b0304) throw new ImportFileError(NOT_XLSX); // PK\x03\x04, a ZIP's first part
  checkZipSizes(body);
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    // ExcelJS's types name a Buffer of their own, an ArrayBuffer; it takes Node's.
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch (cause) {
    throw new ImportFileError(DAMAGED, 422, { cause });
  }
  // Every workbook has a sheet: a ZIP without one is some other file (a .docx, say).
  if (workbook.worksheets.length === 0) throw new ImportFileError(NOT_XLSX);
  const sheet = workbook.worksheets.find((ws) => ws.state === 'visible' && ws.actualRowCount > 0);
  return sheet ? sheetRows(sheet) : [];
}

function* sheetRows(sheet: Worksheet) {
  for (let number = 1; number <= sheet.rowCount; number++) {
    const row = sheet.findRow(number);
    if (!row?.hasValues) continue;
    const cells: string[] = [];
    row.eachCell((cell, column) => {
      // A merged range's value belongs to its first cell; ExcelJS repeats it in the others.
      cells[column - 1] = cell.master === cell ? cellText(cell.value) : '';
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    yield { number, cells };
  }
}

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  // As the app's own CSV writes a flag.
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  // A link's text may itself be rich text, whatever the types say.
  if ('hyperlink' in value) return cellText(value.text as CellValue);
  if ('error' in value) return value.error;
  // A formula's value is the result its spreadsheet saved with it; none is an empty cell.
  return cellText(value.result);
}

/**
 * The shortest text for a number, but at most 15 significant digits, as Excel shows it: a sum
 * saved as 0.30000000000000004 reads 0.3. Integers that a double holds exactly stay whole.
 */
export function numberText(value: number): string {
  if (Number.isSafeInteger(value)) return String(value);
  // Rounding to 15 digits leaves a number that has at most 15 as it was.
  return String(Number(value.toPrecision(15)));
}

/** Excel's day 1 as ExcelJS dates it; a time of day alone is a date before it. */
const DAY_ONE = Date.UTC(1899, 11, 31);

/** YYYY-MM-DD, with HH:MM (and :SS when there are seconds) if the cell has a time of day. */
export function dateText(date: Date): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) return '';
  // A time is a fraction of a day in the file, read back to a millisecond or so either side.
  const iso = new Date(Math.round(ms / 1000) * 1000).toISOString();
  const time = iso.slice(17, 19) === '00' ? iso.slice(11, 16) : iso.slice(11, 19);
  if (ms < DAY_ONE) return time;
  return time === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}
