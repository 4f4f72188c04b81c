import type { Workbook, Worksheet } from 'exceljs';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { numberToCents } from '../../../shared/money';
import { DEFAULT_MONEY, excelMoneyFormat, type MoneySettings } from '../../../shared/money-format';
import {
  addSheet,
  addTotal,
  DATE_FORMAT,
  paintProfit,
  TABLE_HEADER_ROW,
  type Column,
} from './xlsx-sheets';

export { DATE_FORMAT, TABLE_HEADER_ROW };

/*
 * The "Export finances to XLSX" workbook (product.md §7), built in the browser with no network
 * call. Pure apart from loading ExcelJS, so a node test can build it and read it back.
 */

type ExcelJS = typeof import('exceljs');

/**
 * ExcelJS weighs ≈ 256 KB gzipped (docs/development.md), so it is imported here, on the first
 * export, into a chunk of its own. It is CommonJS: Node and Vite hand its exports over as the
 * default export, while its types declare them as named exports.
 */
async function loadExcelJS(): Promise<ExcelJS> {
  let loaded: ExcelJS & { default?: ExcelJS };
  try {
    loaded = (await import('exceljs')) as unknown as typeof loaded;
  } catch {
    // The browser's own message names a hashed chunk URL, which tells a reader nothing.
    throw new Error(EXCELJS_UNAVAILABLE);
  }
  return loaded.default ?? loaded;
}

export const EXCELJS_UNAVAILABLE =
  'the spreadsheet tool could not be downloaded. Check your connection and try again.';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const financesFileName = (project: Pick<ProjectDetail, 'name'>) =>
  `${project.name} finances.xlsx`;

// A real date (UTC midnight: ExcelJS counts days in UTC), so the column sorts and filters as dates.
const excelDate = (iso: string | null | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
const amount = (value: number) => numberToCents(value) / 100;

/** Oldest first; entries of one day keep the order they were added in. */
const byDate = <T extends { date: string; id: number }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));

const QUANTITY_FORMAT = '#,##0.###';

/**
 * Three sheets, each under the project, its client and the currency; no action columns; amounts
 * as numbers whose format shows the currency as the company's locale places it (ADR 0036).
 * Fundings: Date, "Source and description" (the table's source and description share one
 * column), Amount, then the total. Expenses: Date, Description, Unit cost price, Quantity, Total
 * with logistics (the whole cost, so selling price − cost = profit on every row), Total selling
 * price, Profit; lines that sell for 0 are left out (product.md §7), and the total row is the
 * Profit and Loss table's own, with every line. Tasks: Name, Description, Due date, Done.
 */
export async function buildFinancesWorkbook(
  project: ProjectDetail,
  settings: MoneySettings = DEFAULT_MONEY,
): Promise<Workbook> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.title = `${project.name} finances`;
  const money = excelMoneyFormat(settings);
  const add = (name: string, columns: Column[], rows: unknown[][]) =>
    addSheet(workbook, name, project, settings.currency, columns, rows);

  const fundingColumns: Column[] = [
    { header: 'Date', width: 10, format: DATE_FORMAT },
    { header: 'Source and description', width: 50 },
    { header: 'Amount', width: 20, format: money },
  ];
  const fundings = add(
    'Fundings',
    fundingColumns,
    byDate(project.fundings).map((f) => [
      excelDate(f.date),
      `${f.source} — ${f.description}`,
      amount(f.amount),
    ]),
  );
  addTotal(fundings, [null, 'Total', amount(project.totals.funding)], fundingColumns);

  addExpenses(project, money, add);

  add(
    'Tasks',
    [
      { header: 'Name', width: 30 },
      { header: 'Description', width: 50 },
      { header: 'Due date', width: 12, format: DATE_FORMAT },
      { header: 'Done', width: 8 },
    ],
    project.tasks.map((t) => [
      t.name,
      t.description,
      excelDate(t.due_on),
      t.completed ? 'Yes' : 'No',
    ]),
  );
  return workbook;
}

function addExpenses(
  project: ProjectDetail,
  money: string,
  add: (name: string, columns: Column[], rows: unknown[][]) => Worksheet,
) {
  const columns: Column[] = [
    { header: 'Date', width: 10, format: DATE_FORMAT },
    { header: 'Description', width: 50 },
    { header: 'Unit cost price', width: 16, format: money },
    { header: 'Quantity', width: 10, format: QUANTITY_FORMAT },
    { header: 'Total with logistics', width: 20, format: money },
    { header: 'Total selling price', width: 20, format: money },
    { header: 'Profit', width: 20, format: money },
  ];
  const sold = project.expenses.filter((e) => numberToCents(e.total_selling_price) !== 0);
  const sheet = add(
    'Expenses',
    columns,
    byDate(sold).map((e) => [
      excelDate(e.date),
      e.description,
      amount(e.unit_cost_price),
      e.quantity,
      amount(e.total_with_logistics),
      amount(e.total_selling_price),
      amount(e.profit),
    ]),
  );
  sheet.getColumn(PROFIT).eachCell((cell, row) => {
    if (row > TABLE_HEADER_ROW) paintProfit(cell);
  });
  const { totals } = project;
  const total = addTotal(
    sheet,
    [
      null,
      'Total',
      null,
      null,
      amount(totals.total_with_logistics),
      amount(totals.total_selling_price),
      amount(totals.profit),
    ],
    columns,
  );
  paintProfit(total.getCell(PROFIT));
  const left = project.expenses.length - sold.length;
  if (left > 0) {
    // The total is the Profit and Loss table's: it counts the lines the sheet leaves out.
    const note =
      left === 1
        ? '1 line that sells for 0 is left out above; the total includes it.'
        : `${left} lines that sell for 0 are left out above; the total includes them.`;
    sheet.getRow(sheet.rowCount + 1).values = [null, note];
  }
}

/** The Expenses sheet's Profit column. */
const PROFIT = 7;

/** The .xlsx file's bytes. */
export async function writeFinancesXlsx(
  project: ProjectDetail,
  settings: MoneySettings = DEFAULT_MONEY,
): Promise<ArrayBuffer> {
  const workbook = await buildFinancesWorkbook(project, settings);
  return workbook.xlsx.writeBuffer();
}
