import type { Cell, Fill, Font, Row, Workbook, Worksheet } from 'exceljs';
import type { ProjectDetail } from '../../../shared/resources/projects';

/** The finances workbook's sheet helpers: the project header, a table under it, a total row. */

export const DATE_FORMAT = 'yyyy-mm-dd';

/** The rows above each sheet's table: project, client, currency, then a blank row. */
export const HEADER_ROWS = 4;
/** The table's header row, frozen with the rows above it. */
export const TABLE_HEADER_ROW = HEADER_ROWS + 1;

const BOLD = { bold: true } satisfies Partial<Font>;

/**
 * Profit cells in Excel's own "bad" and "good" highlight colours (dark red on pink, dark green on
 * light green), which spreadsheet readers already know.
 */
const NEGATIVE = { font: 'FF9C0006', fill: 'FFFFC7CE' };
const POSITIVE = { font: 'FF006100', fill: 'FFC6EFCE' };

const solid = (argb: string): Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

export function paintProfit(cell: Cell) {
  const colours = (cell.value as number) < 0 ? NEGATIVE : POSITIVE;
  cell.font = { ...cell.font, color: { argb: colours.font } };
  cell.fill = solid(colours.fill);
}

export interface Column {
  header: string;
  width: number;
  format?: string;
}

/**
 * A sheet that opens with whose finances these are (project, client, currency) and then its
 * table. Text goes in as plain string values: ExcelJS writes a formula only for a {formula}
 * object, so "=SUM(A1)", "+1", "-2" or "@x" from a description stay text, exactly as typed.
 */
export function addSheet(
  workbook: Workbook,
  name: string,
  project: ProjectDetail,
  currency: string,
  columns: Column[],
  rows: unknown[][],
): Worksheet {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: TABLE_HEADER_ROW }],
  });
  sheet.columns = columns.map(({ width }) => ({ width }));
  const header: [string, string][] = [
    ['Project', project.name],
    ['Client', project.client?.organization_name ?? 'No client'],
    ['Currency', currency],
  ];
  header.forEach(([label, value], i) => {
    const row = sheet.getRow(i + 1);
    row.values = [label, value];
    row.getCell(1).font = BOLD;
  });
  const head = sheet.getRow(TABLE_HEADER_ROW);
  head.values = columns.map((column) => column.header);
  head.font = BOLD;
  rows.forEach((values, i) => formatRow(sheet.getRow(TABLE_HEADER_ROW + 1 + i), values, columns));
  return sheet;
}

function formatRow(row: Row, values: unknown[], columns: Column[]) {
  row.values = values as Row['values'];
  columns.forEach(({ format }, i) => {
    if (format) row.getCell(i + 1).numFmt = format;
  });
}

/** The bold total row after the table's last row: its values, in the columns' formats. */
export function addTotal(sheet: Worksheet, values: unknown[], columns: Column[]): Row {
  const row = sheet.getRow(sheet.rowCount + 1);
  formatRow(row, values, columns);
  row.font = BOLD;
  return row;
}
