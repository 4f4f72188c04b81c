import type { Cell, Workbook, Worksheet } from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFinances } from './finances-test-data';
import type { MoneySettings } from '../../../shared/money-format';
import { DATE_FORMAT, TABLE_HEADER_ROW, financesFileName, writeFinancesXlsx } from './xlsx-export';

const USD_FORMAT = '"$"#,##0.00';

type ExcelJS = typeof import('exceljs');

/** Writes the sample project's file and reads its bytes back with ExcelJS, as a reader would. */
async function readBack(settings?: MoneySettings): Promise<Workbook> {
  const buffer = await writeFinancesXlsx(sampleFinances(), settings);
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
/** The table's rows, its header row first (the project's header rows above it left out). */
const rowsOf = (ws: Worksheet) =>
  ws.getSheetValues().slice(TABLE_HEADER_ROW) as unknown as (
    string | number | Date | undefined
  )[][];
/** The first data row's number. */
const FIRST = TABLE_HEADER_ROW + 1;
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

  it('has the three sheets: the widths of product.md §7, unit cost and quantity added', () => {
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual(['Fundings', 'Expenses', 'Tasks']);
    const widths = (ws: Worksheet) => ws.columns.map((column) => column.width);
    expect(widths(sheet(workbook, 'Fundings'))).toEqual([10, 50, 20]);
    expect(widths(sheet(workbook, 'Expenses'))).toEqual([10, 50, 16, 10, 20, 20, 20]);
    expect(widths(sheet(workbook, 'Tasks'))).toEqual([30, 50, 12, 8]);
  });

  it('opens every sheet with the project, its client and the currency, the table frozen below', () => {
    for (const ws of workbook.worksheets) {
      const top = (ws.getSheetValues() as unknown[][]).slice(1, TABLE_HEADER_ROW);
      expect(top.map((row) => row?.slice(1))).toEqual([
        ['Project', 'Harbour CCTV'],
        ['Client', 'Acme Harbour'],
        ['Currency', 'USD'],
        undefined,
      ]);
      expect(ws.getCell(1, 1).font.bold).toBe(true);
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: TABLE_HEADER_ROW });
    }
  });

  it('lists fundings oldest first under a header row, then their total', () => {
    const rows = rowsOf(sheet(workbook, 'Fundings'));
    expect(rows[0]!.slice(1)).toEqual(['Date', 'Source and description', 'Amount']);
    expect(rows.slice(1, -1).map((r) => [day(r[1]), r[2], r[3]])).toEqual([
      ['2024-01-05', '=cmd|calc — +1', 10000.5],
      ['2024-02-01', '@x — -2', 1234.56],
      ['2024-03-10', 'Grant — Second tranche', 2500],
    ]);
    expect(rows.at(-1)!.slice(1)).toEqual([undefined, 'Total', 13735.06]);
  });

  it('lists expenses oldest first with unit cost and quantity, and leaves out the line that sells for 0', () => {
    const rows = rowsOf(sheet(workbook, 'Expenses'));
    expect(rows[0]!.slice(1)).toEqual([
      'Date',
      'Description',
      'Unit cost price',
      'Quantity',
      'Total with logistics',
      'Total selling price',
      'Profit',
    ]);
    expect(rows.slice(1, 5).map((r) => [day(r[1]), ...r.slice(2)])).toEqual([
      ['2024-01-10', '+1', 10, 1.5, 20, 30, 10],
      ['2024-01-10', '@x', 800, 1, 1000.25, 700, -300.25],
      ['2024-02-20', '=SUM(A1)', 100, 3, 350, 540, 190],
      ['2024-03-10', '-2', 500, 1, 500, 500, 0],
    ]);
    expect(rows.flat()).not.toContain('Cameras');
  });

  it('ends the expenses with the Profit and Loss total, which counts the line left out', () => {
    const rows = rowsOf(sheet(workbook, 'Expenses'));
    // Every line's totals, as the server sums them: 2,000.20 of cameras that sell for nothing too.
    expect(rows.at(-2)!.slice(1)).toEqual([
      undefined,
      'Total',
      undefined,
      undefined,
      3870.45,
      1770,
      -2100.45,
    ]);
    expect(rows.at(-1)!.slice(1)).toEqual([
      undefined,
      '1 line that sells for 0 is left out above; the total includes it.',
    ]);
    const total = sheet(workbook, 'Expenses').getRow(TABLE_HEADER_ROW + rows.length - 2);
    expect(total.getCell(2).font.bold).toBe(true);
    expect(total.getCell(7).font.color?.argb).toBe('FF9C0006');
  });

  it('lists the tasks: name, description, due date, done', () => {
    const rows = rowsOf(sheet(workbook, 'Tasks'));
    expect(rows[0]!.slice(1)).toEqual(['Name', 'Description', 'Due date', 'Done']);
    expect(
      rows.slice(1).map((r) => r.slice(1).map((v) => (v instanceof Date ? day(v) : v))),
    ).toEqual([
      ['Mount cameras', '=HYPERLINK("x")', '2024-04-01', 'No'],
      ['Survey', '', undefined, 'Yes'],
    ]);
    expect(sheet(workbook, 'Tasks').getCell(FIRST, 3).numFmt).toBe(DATE_FORMAT);
  });

  it('paints a loss dark red on pink, and a profit or break-even dark green on light green', () => {
    const profit = (row: number) => sheet(workbook, 'Expenses').getCell(row, 7);
    const look = (cell: Cell) => [cell.font.color?.argb, cell.fill];
    const fill = (argb: string) => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
    expect(look(profit(FIRST + 1))).toEqual(['FF9C0006', fill('FFFFC7CE')]);
    for (const row of [FIRST, FIRST + 2, FIRST + 3])
      expect(look(profit(row))).toEqual(['FF006100', fill('FFC6EFCE')]);
    // Only profit cells are painted: the one beside the loss has the default, empty fill.
    expect(sheet(workbook, 'Expenses').getCell(FIRST + 1, 6).fill).toEqual({
      type: 'pattern',
      pattern: 'none',
    });
  });

  it('keeps amounts as numbers in a format that shows the currency, and dates as dates', () => {
    const amounts = [
      ...[0, 1, 2, 3].map((i) => sheet(workbook, 'Fundings').getCell(FIRST + i, 3)),
      ...[0, 1, 2, 3, 4].flatMap((i) =>
        [5, 6, 7].map((c) => sheet(workbook, 'Expenses').getCell(FIRST + i, c)),
      ),
      ...[0, 1, 2, 3].map((i) => sheet(workbook, 'Expenses').getCell(FIRST + i, 3)),
    ];
    for (const cell of amounts) {
      expect(typeof cell.value, cell.address).toBe('number');
      expect(cell.numFmt, cell.address).toBe(USD_FORMAT);
    }
    expect(sheet(workbook, 'Expenses').getCell(FIRST, 4).numFmt).toBe('#,##0.###');
    for (const name of ['Fundings', 'Expenses']) {
      const date = sheet(workbook, name).getCell(FIRST, 1);
      expect(date.value).toBeInstanceOf(Date);
      expect(date.numFmt).toBe(DATE_FORMAT);
    }
  });

  it('writes the currency and its place as the company locale does (EUR in de-DE)', async () => {
    const euro = await readBack({ currency: 'EUR', locale: 'de-DE' });
    expect(sheet(euro, 'Fundings').getCell(3, 2).value).toBe('EUR');
    expect(sheet(euro, 'Fundings').getCell(FIRST, 3).numFmt).toBe('#,##0.00"\u00a0€"');
    expect(sheet(euro, 'Expenses').getCell(FIRST, 7).numFmt).toBe('#,##0.00"\u00a0€"');
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
      expect.arrayContaining([
        '=SUM(A1)',
        '+1',
        '-2',
        '@x',
        '=cmd|calc — +1',
        '@x — -2',
        '=HYPERLINK("x")',
      ]),
    );
    for (const text of ['=SUM(A1)', '+1', '-2', '@x', '=HYPERLINK("x")']) {
      const cell = all.find((c) => c.value === text)!;
      expect(cell.type).toBe(ValueType.String);
    }
  });
});
