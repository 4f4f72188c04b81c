import type { Cell, Fill, Font, Workbook, Worksheet } from 'exceljs';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { numberToCents } from '../../../shared/money';

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

/** Grouping and two decimals; Excel shows the grouping in the reader's locale (product.md §7). */
export const MONEY_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'yyyy-mm-dd';

/**
 * Profit cells in Excel's own "bad" and "good" highlight colours (dark red on pink, dark green on
 * light green), which spreadsheet readers already know.
 */
const NEGATIVE = { font: 'FF9C0006', fill: 'FFFFC7CE' };
const POSITIVE = { font: 'FF006100', fill: 'FFC6EFCE' };

const solid = (argb: string): Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

// A real date (UTC midnight: ExcelJS counts days in UTC), so the column sorts and filters as dates.
const excelDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const amount = (value: number) => numberToCents(value) / 100;

/** Oldest first; entries of one day keep the order they were added in. */
const byDate = <T extends { date: string; id: number }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));

interface Column {
  header: string;
  width: number;
  format?: string;
}

function addSheet(workbook: Workbook, name: string, columns: Column[], rows: unknown[][]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width, format }) => ({
    header,
    width,
    style: format ? { numFmt: format } : {},
  }));
  sheet.getRow(1).font = { bold: true } satisfies Partial<Font>;
  // Text goes in as plain string values: ExcelJS writes a formula only for a {formula} object,
  // so "=SUM(A1)", "+1", "-2" or "@x" from a description stay text, exactly as typed.
  sheet.addRows(rows);
  return sheet;
}

function paintProfit(cell: Cell) {
  const colours = (cell.value as number) < 0 ? NEGATIVE : POSITIVE;
  cell.font = { color: { argb: colours.font } };
  cell.fill = solid(colours.fill);
}

/**
 * Two sheets, no action columns. Fundings: Date, "Source and description" (the table's source and
 * description share one column, so the sheet keeps the three widths of product.md §7), Amount.
 * Expenses: Date, Description, Total with logistics (the whole cost, so selling price − cost =
 * profit on every row), Total selling price, Profit; lines that sell for 0 are left out.
 */
export async function buildFinancesWorkbook(project: ProjectDetail): Promise<Workbook> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.title = `${project.name} finances`;

  addSheet(
    workbook,
    'Fundings',
    [
      { header: 'Date', width: 10, format: DATE_FORMAT },
      { header: 'Source and description', width: 50 },
      { header: 'Amount', width: 20, format: MONEY_FORMAT },
    ],
    byDate(project.fundings).map((f) => [
      excelDate(f.date),
      `${f.source} — ${f.description}`,
      amount(f.amount),
    ]),
  );

  const sold = project.expenses.filter((e) => numberToCents(e.total_selling_price) !== 0);
  const expenses: Worksheet = addSheet(
    workbook,
    'Expenses',
    [
      { header: 'Date', width: 10, format: DATE_FORMAT },
      { header: 'Description', width: 50 },
      { header: 'Total with logistics', width: 20, format: MONEY_FORMAT },
      { header: 'Total selling price', width: 20, format: MONEY_FORMAT },
      { header: 'Profit', width: 20, format: MONEY_FORMAT },
    ],
    byDate(sold).map((e) => [
      excelDate(e.date),
      e.description,
      amount(e.total_with_logistics),
      amount(e.total_selling_price),
      amount(e.profit),
    ]),
  );
  expenses.getColumn(5).eachCell((cell, row) => {
    if (row > 1) paintProfit(cell);
  });
  return workbook;
}

/** The .xlsx file's bytes. */
export async function writeFinancesXlsx(project: ProjectDetail): Promise<ArrayBuffer> {
  const workbook = await buildFinancesWorkbook(project);
  return workbook.xlsx.writeBuffer();
}
