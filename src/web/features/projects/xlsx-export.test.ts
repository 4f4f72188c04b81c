import type { Cell, Workbook, Worksheet } from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFinances } from './finances-test-data';
import { DATE_FORMAT, MONEY_FORMAT, financesFileName, writeFinancesXlsx } from './xlsx-export';

type ExcelJS = typeof import('exceljs');

/** Writes the sample project's file and reads its bytes back with ExcelJS, as a reader would. */
async function readBack(): Promise<Workbook> {
  const buffer = await writeFinancesXlsx(sampleFinances());
  const { default: excel } = (await import('exceljs')) as unknown as { default: ExcelJS };
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(buffer);
  return workbook;
}

const sheet = (workbook: Workbook, name: string) => {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
};
const rowsOf = (ws: Worksheet) =>
  ws.getSheetValues().slice(1) as unknown as (string | number | Date | undefined)[][];
const cells = (ws: Worksheet) => {
  const all: Cell[] = [];
  ws.eachRow((row) => row.eachCell((cell) => all.push(cell)));
  return all;
};
const day = (value: unknown) => (value as Date).toISOString().slice(0, 10);

describe('the finances workbook, read back', () => {
  let workbook: Workbook;
  beforeAll(async () => {
    workbook = await readBack();
  });

  it('is named after the project', () => {
    expect(financesFileName({ name: 'Harbour CCTV' })).toBe('Harbour CCTV finances.xlsx');
  });

  it('has the two sheets with the widths of product.md §7', () => {
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual(['Fundings', 'Expenses']);
    const widths = (ws: Worksheet) => ws.columns.map((column) => column.width);
    expect(widths(sheet(workbook, 'Fundings'))).toEqual([10, 50, 20]);
    expect(widths(sheet(workbook, 'Expenses'))).toEqual([10, 50, 20, 20, 20]);
  });

  it('lists fundings oldest first under a header row, with no action column', () => {
    const rows = rowsOf(sheet(workbook, 'Fundings'));
    expect(rows[0]!.slice(1)).toEqual(['Date', 'Source and description', 'Amount']);
    expect(rows.slice(1).map((r) => [day(r[1]), r[2], r[3]])).toEqual([
      ['2024-01-05', '=cmd|calc — +1', 10000.5],
      ['2024-02-01', '@x — -2', 1234.56],
      ['2024-03-10', 'Grant — Second tranche', 2500],
    ]);
  });

  it('lists expenses oldest first and leaves out the line that sells for 0', () => {
    const rows = rowsOf(sheet(workbook, 'Expenses'));
    expect(rows[0]!.slice(1)).toEqual([
      'Date',
      'Description',
      'Total with logistics',
      'Total selling price',
      'Profit',
    ]);
    expect(rows.slice(1).map((r) => [day(r[1]), ...r.slice(2)])).toEqual([
      ['2024-01-10', '+1', 20, 30, 10],
      ['2024-01-10', '@x', 1000.25, 700, -300.25],
      ['2024-02-20', '=SUM(A1)', 350, 540, 190],
      ['2024-03-10', '-2', 500, 500, 0],
    ]);
    expect(rows.flat()).not.toContain('Cameras');
  });

  it('paints a loss dark red on pink, and a profit or break-even dark green on light green', () => {
    const profit = (row: number) => sheet(workbook, 'Expenses').getCell(row, 5);
    const look = (cell: Cell) => [cell.font.color?.argb, cell.fill];
    const fill = (argb: string) => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
    expect(look(profit(3))).toEqual(['FF9C0006', fill('FFFFC7CE')]);
    for (const row of [2, 4, 5]) expect(look(profit(row))).toEqual(['FF006100', fill('FFC6EFCE')]);
    // Only profit cells are painted: the one beside the loss has the default, empty fill.
    expect(sheet(workbook, 'Expenses').getCell(3, 4).fill).toEqual({
      type: 'pattern',
      pattern: 'none',
    });
  });

  it('keeps amounts as numbers, shown with grouping and two decimals, and dates as dates', () => {
    const amounts = [
      ...[2, 3, 4].map((row) => sheet(workbook, 'Fundings').getCell(row, 3)),
      ...[2, 3, 4, 5].flatMap((row) =>
        [3, 4, 5].map((c) => sheet(workbook, 'Expenses').getCell(row, c)),
      ),
    ];
    for (const cell of amounts) {
      expect(typeof cell.value).toBe('number');
      expect(cell.numFmt).toBe(MONEY_FORMAT);
    }
    for (const ws of workbook.worksheets) {
      const date = ws.getCell(2, 1);
      expect(date.value).toBeInstanceOf(Date);
      expect(date.numFmt).toBe(DATE_FORMAT);
    }
  });

  it('writes no formula: text that starts with = + - @ stays text, exactly as typed', async () => {
    const { ValueType } = ((await import('exceljs')) as unknown as { default: ExcelJS }).default;
    const all = workbook.worksheets.flatMap(cells);
    expect(all.length).toBeGreaterThan(30);
    for (const cell of all) {
      expect(cell.type, cell.address).not.toBe(ValueType.Formula);
      expect(cell.formula, cell.address).toBeUndefined();
    }
    const texts = all.filter((cell) => typeof cell.value === 'string').map((cell) => cell.value);
    expect(texts).toEqual(
      expect.arrayContaining(['=SUM(A1)', '+1', '-2', '@x', '=cmd|calc — +1', '@x — -2']),
    );
    for (const text of ['=SUM(A1)', '+1', '-2', '@x']) {
      const cell = all.find((c) => c.value === text)!;
      expect(cell.type).toBe(ValueType.String);
    }
  });
});
