import type { Page } from '@playwright/test';
import type { Cell, Workbook, Worksheet } from 'exceljs';
import { api, expect, test } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

type ExcelJS = typeof import('exceljs');
// ExcelJS is CommonJS: under Node's ESM its exports arrive as the default export.
const excel = async () => ((await import('exceljs')) as unknown as { default: ExcelJS }).default;

/**
 * A project whose fundings and expenses were added out of date order, with formula-like text,
 * a loss, a break-even line and a line that sells for nothing; its balance dips below zero.
 */
async function createProject(page: Page) {
  const name = `Harbour CCTV ${unique()}`;
  const project = (await api(page, 'POST', '/api/v1/projects', {
    project: { name, description: '' },
  })) as { id: number };
  const project_id = project.id;
  const fundings = [
    ['2024-03-10', 'Grant', 'Second tranche', 2500],
    ['2024-01-05', '=cmd|calc', '+1', 1000.5],
  ] as const;
  for (const [date, source, description, amount] of fundings) {
    await api(page, 'POST', '/api/v1/fundings', { date, source, description, amount, project_id });
  }
  const expenses = [
    // date, description, unit cost, quantity, logistics, unit selling price
    ['2024-02-20', '=SUM(A1)', 100, 3, 50, 180],
    ['2024-01-15', 'Cameras left in stock', 1000.1, 2, 0, 0],
    ['2024-01-10', '+1', 10, 1.5, 5, 20],
    ['2024-03-10', '-2', 500, 1, 0, 500],
    ['2024-01-10', '@x', 800, 1, 200.25, 700],
  ] as const;
  for (const [date, description, cost, quantity, logistics, selling] of expenses) {
    await api(page, 'POST', '/api/v1/expenses', {
      date,
      description,
      unit_cost_price: cost,
      quantity,
      logistics_cost: logistics,
      unit_selling_price: selling,
      project_id,
    });
  }
  return { id: project_id, name };
}

const sheet = (workbook: Workbook, name: string): Worksheet => workbook.getWorksheet(name)!;
// Array.from: an empty row (under the sheet's header) is a hole, read here as [].
const values = (ws: Worksheet) =>
  Array.from(ws.getSheetValues().slice(1) as (unknown[] | undefined)[], (row) =>
    (row ?? []).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)),
  );

test('the export downloads "<name> finances.xlsx", built in the page, as product.md §7 says', async ({
  adminPage: page,
}) => {
  const project = await createProject(page);
  await page.goto(`/dashboard/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 2, name: project.name })).toBeVisible();
  // The screen's own loads end with the History card (a chunk of its own, then its request):
  // only what the click asks for may follow.
  const history = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history.first()).toBeVisible();

  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export finances to XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${project.name} finances.xlsx`);
  // No network call: only the ExcelJS chunk, fetched on this first click.
  expect(requests.filter((path) => !/^\/assets\/exceljs[.\w-]*\.js$/.test(path))).toEqual([]);
  expect(requests).toHaveLength(1);

  const workbook = new (await excel()).Workbook();
  await workbook.xlsx.readFile(await download.path());

  expect(workbook.worksheets.map((ws) => ws.name)).toEqual(['Fundings', 'Expenses', 'Tasks']);
  const widths = (ws: Worksheet) => ws.columns.map((c) => c.width);
  expect(widths(sheet(workbook, 'Fundings'))).toEqual([10, 50, 20]);
  expect(widths(sheet(workbook, 'Expenses'))).toEqual([10, 50, 16, 10, 20, 20, 20]);

  // Each sheet opens with the project, its client and the currency; the table starts on row 5.
  const header = [['Project', project.name], ['Client', 'No client'], ['Currency', 'USD'], []];
  expect(values(sheet(workbook, 'Fundings'))).toEqual([
    ...header,
    ['Date', 'Source and description', 'Amount'],
    ['2024-01-05', '=cmd|calc — +1', 1000.5],
    ['2024-03-10', 'Grant — Second tranche', 2500],
    [undefined, 'Total', 3500.5],
  ]);
  // Oldest first; the line that sells for 0 is left out, though the total (the Profit and Loss
  // table's) counts it; no action column.
  expect(values(sheet(workbook, 'Expenses'))).toEqual([
    ...header,
    [
      'Date',
      'Description',
      'Unit cost price',
      'Quantity',
      'Total with logistics',
      'Total selling price',
      'Profit',
    ],
    ['2024-01-10', '+1', 10, 1.5, 20, 30, 10],
    ['2024-01-10', '@x', 800, 1, 1000.25, 700, -300.25],
    ['2024-02-20', '=SUM(A1)', 100, 3, 350, 540, 190],
    ['2024-03-10', '-2', 500, 1, 500, 500, 0],
    [undefined, 'Total', undefined, undefined, 3870.45, 1770, -2100.45],
    [undefined, '1 line that sells for 0 is left out above; the total includes it.'],
  ]);
  // The same total as the Profit and Loss table on the screen.
  const onScreen = page.getByRole('region', { name: 'Profit and Loss table' }).locator('tfoot tr');
  await expect(onScreen.first().locator('td[data-label]')).toHaveText([
    '$3,615.20',
    '$3,870.45',
    '$1,770.00',
    '-$2,100.45',
  ]);
  expect(values(sheet(workbook, 'Tasks')).slice(4)).toEqual([
    ['Name', 'Description', 'Due date', 'Done'],
  ]);

  const expensesSheet = sheet(workbook, 'Expenses');
  const look = (cell: Cell) => [cell.font.color?.argb, cell.fill];
  const solid = (argb: string) => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
  for (const address of ['G7', 'G10']) {
    expect(look(expensesSheet.getCell(address))).toEqual(['FF9C0006', solid('FFFFC7CE')]);
  }
  for (const address of ['G6', 'G8', 'G9']) {
    expect(look(expensesSheet.getCell(address))).toEqual(['FF006100', solid('FFC6EFCE')]);
  }

  const { ValueType } = await excel();
  for (const ws of [sheet(workbook, 'Fundings'), expensesSheet]) {
    ws.eachRow((row, rowNumber) =>
      row.eachCell((cell, column) => {
        expect(cell.type, cell.address).not.toBe(ValueType.Formula);
        expect(cell.formula, cell.address).toBeUndefined();
        if (rowNumber <= 5 || typeof cell.value === 'string' || cell.value === null) return;
        if (column === 1) expect(cell.numFmt, cell.address).toBe('yyyy-mm-dd');
        // The amounts carry the currency in their format; the quantity is a plain number.
        if (column >= 3 && !(ws === expensesSheet && column === 4)) {
          expect(typeof cell.value, cell.address).toBe('number');
          expect(cell.numFmt, cell.address).toBe('"$"#,##0.00');
        }
      }),
    );
  }
});

test('when the ExcelJS chunk cannot be fetched, the alert says so in words and a retry works', async ({
  adminPage: page,
}) => {
  const project = await createProject(page);
  await page.goto(`/dashboard/projects/${project.id}`);
  await page.route('**/assets/exceljs*', (route) => route.abort());
  const button = page.getByRole('button', { name: 'Export finances to XLSX' });
  await button.click();
  await expect(page.getByRole('alert')).toHaveText(
    'The finances could not be exported: the spreadsheet tool could not be downloaded. ' +
      'Check your connection and try again.×Dismiss',
  );
  await expect(button).toHaveAttribute('aria-busy', 'false');

  await page.unroute('**/assets/exceljs*');
  const downloading = page.waitForEvent('download');
  await button.click();
  expect((await downloading).suggestedFilename()).toBe(`${project.name} finances.xlsx`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the chart: named by what it shows, its figures on demand, a dip below zero in red', async ({
  adminPage: page,
}) => {
  const project = await createProject(page);
  await page.goto(`/dashboard/projects/${project.id}`);
  const card = page.getByRole('region', { name: 'Money over time' });
  const chart = card.getByRole('img');
  await expect(chart).toHaveAccessibleName(
    'Chart of funding in, costs out and the running balance by date, from 2024-01-05 to ' +
      '2024-03-10. The balance ends at -$369.95, after falling to -$2,369.95 on 2024-02-20.',
  );
  await expect(
    card.getByText('The balance went below zero: lowest -$2,369.95 on 2024-02-20.'),
  ).toBeVisible();
  await expect(chart.locator('.finances-chart__dot--negative')).toHaveCount(4);

  await card.getByRole('button', { name: 'Show the figures' }).click();
  const rows = card.getByRole('table').getByRole('row');
  await expect(rows).toHaveText([
    'DateFunding inCosts outBalance',
    '2024-01-05$1,000.50$0.00$1,000.50',
    '2024-01-10$0.00$1,020.25-$19.75',
    '2024-01-15$0.00$2,000.20-$2,019.95',
    '2024-02-20$0.00$350.00-$2,369.95',
    '2024-03-10$2,500.00$500.00-$369.95',
  ]);
  // The money axis carries the currency too.
  await expect(chart.locator('text').filter({ hasText: /^\$0$/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('a project with no money shows the empty state, and the chart code stays off the homepage', async ({
  adminPage: page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  expect(loaded.filter((path) => /exceljs|finances-chart/.test(path))).toEqual([]);

  const empty = (await api(page, 'POST', '/api/v1/projects', {
    project: { name: `Quiet ${unique()}`, description: '' },
  })) as { id: number };
  await page.goto(`/dashboard/projects/${empty.id}`);
  const card = page.getByRole('region', { name: 'Money over time' });
  await expect(card.getByText(/No money has come in or gone out yet/)).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(0);
  expect(loaded.filter((path) => /exceljs|finances-chart/.test(path))).toEqual([]);
});
