import ExcelJS from 'exceljs';
import { IMPORTS } from '../../src/shared/imports';
import { demoClient, demoInventoryItem } from '../demo-data/generate';
import { type Random, seededRandom } from '../demo-data/random';

/** The lists the import bench fills, each from a file it writes as a person would. */
export type ImportList = 'clients' | 'inventory';
export type ImportFile = {
  list: ImportList;
  kind: 'csv' | 'xlsx';
  name: string;
  body: string | Buffer;
  contentType: string;
  rows: number;
  bytes: number;
};

/** A row's cells by field name: text, or a number where a spreadsheet would hold one. */
type Cells = Record<string, string | number>;

/** Clients as a CRM's export has them: names, mostly emails, phones as dialled, places. */
function clientCells(r: Random, index: number): Cells {
  const { client } = demoClient(r, index);
  const cells: Cells = {};
  for (const [field, value] of Object.entries(client)) cells[field] = String(value ?? '');
  // One in ten in the UK, written the way a UK office writes it: +44 20 7946 0000.
  if (index % 10 === 0)
    cells.phone_number = `+44 20 7946 ${String(index % 10_000).padStart(4, '0')}`;
  return cells;
}

/** Stock as a store room counts it: quantities up to the tens of thousands, some thresholds. */
function inventoryCells(r: Random, index: number): Cells {
  const item = demoInventoryItem(r, index);
  return {
    name: item.name,
    specification: item.specification ?? '',
    quantity: r.int(0, 25_000),
    low_stock_threshold: r.chance(0.4) ? r.int(1, 200) : '',
  };
}

const CELLS: Record<ImportList, (r: Random, index: number) => Cells> = {
  clients: clientCells,
  inventory: inventoryCells,
};

/** The list's import columns (headed with the labels its export uses), and `count` rows. */
function table(list: ImportList, count: number) {
  const fields = IMPORTS[list]!.filter((f) => !f.reference);
  const r = seededRandom(list === 'clients' ? 11 : 12);
  const rows = Array.from({ length: count }, (_, i) => {
    const cells = CELLS[list](r, i);
    return fields.map((f) => cells[f.field] ?? '');
  });
  return { header: fields.map((f) => f.label), rows };
}

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
// A CSV holds what a person sees: 1,250 rather than 1250.
const csvCell = (cell: string | number) =>
  quoted(typeof cell === 'number' ? cell.toLocaleString('en-US') : cell);

export function csvFile(list: ImportList, count: number): ImportFile {
  const { header, rows } = table(list, count);
  const body = [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
  const name = `${list}.csv`;
  const bytes = Buffer.byteLength(body);
  return { list, kind: 'csv', name, body, contentType: 'text/csv', rows: count, bytes };
}

/** The same rows in a workbook, numbers as numbers shown with grouping (#,##0). */
export async function xlsxFile(list: ImportList, count: number): Promise<ImportFile> {
  const { header, rows } = table(list, count);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(list);
  sheet.addRow(header).font = { bold: true };
  sheet.addRows(rows);
  header.forEach((_, i) => {
    if (rows.some((row) => typeof row[i] === 'number')) sheet.getColumn(i + 1).numFmt = '#,##0';
  });
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    list,
    kind: 'xlsx',
    name: `${list}.xlsx`,
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    rows: count,
    bytes: body.length,
  };
}
