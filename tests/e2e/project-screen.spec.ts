import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

/** Where the screenshots go, to be looked at (the brief of the project-screen work). */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-project';

interface ApiRecord {
  id: number;
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function createProject(page: Page, name: string) {
  return (await api(page, 'POST', '/api/v1/projects', {
    project: { name, description: 'Made by the project screen spec' },
  })) as ApiRecord;
}

const addFunding = (page: Page, project_id: number, amount: number, source: string, date: string) =>
  api(page, 'POST', '/api/v1/fundings', {
    date,
    source,
    description: `${source} funding`,
    amount,
    project_id,
  }) as Promise<ApiRecord>;

type Line = [
  date: string,
  description: string,
  cost: number,
  qty: number,
  log: number,
  sell: number,
];
const addExpense = (page: Page, project_id: number, line: Line) =>
  api(page, 'POST', '/api/v1/expenses', {
    date: line[0],
    description: line[1],
    unit_cost_price: line[2],
    quantity: line[3],
    logistics_cost: line[4],
    unit_selling_price: line[5],
    project_id,
  }) as Promise<ApiRecord>;

const addTask = (page: Page, project_id: number, name: string, description = '') =>
  api(page, 'POST', '/api/v1/tasks', {
    task: { name, description, project_id },
  }) as Promise<ApiRecord>;

/** On a phone the project's parts sit behind tabs (ADR 0038): the tab of a card, if any. */
const TAB_OF: Record<string, string> = {
  'Money over time': 'Money',
  Funding: 'Money',
  'Profit and Loss': 'Money',
  Tasks: 'Tasks',
};

/** Shows the card's tab when the screen has tabs (a phone); a laptop shows every card. */
async function reveal(page: Page, title: string) {
  const tabs = page.getByRole('tablist', { name: 'Project' });
  if (!TAB_OF[title] || (await tabs.count()) === 0) return;
  await tabs.getByRole('tab', { name: TAB_OF[title] }).click();
  await expect(card(page, title)).toBeVisible();
}

/** Waits for the project screen: the top bar names the project, nothing is loading. */
async function ready(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .route-loading, .skeleton')).toHaveCount(0);
}

/** A project with money in and out over a few weeks, a loss on one line and three tasks. */
async function showcase(page: Page) {
  const name = `Harbour CCTV ${unique()}`;
  const project = await createProject(page, name);
  await addFunding(page, project.id, 12500, 'Bank loan', '2025-02-01');
  await addFunding(page, project.id, 2000.5, 'Owner', '2025-02-06');
  await addExpense(page, project.id, ['2025-02-03', 'Dome cameras', 149.99, 6, 35, 219]);
  await addExpense(page, project.id, ['2025-02-17', 'Recorder', 4200, 1, 350, 3805.5]);
  await addExpense(page, project.id, ['2025-03-03', 'Cabling and conduit', 12.4, 320, 95, 18]);
  // Figures in the hundreds of thousands: the table must still fit at 1280 px.
  await addExpense(page, project.id, [
    '2025-03-14',
    'Control room',
    48500,
    12.5,
    1250.75,
    52999.99,
  ]);
  const survey = await addTask(page, project.id, 'Site survey', 'Two people, half a day');
  await api(page, 'PUT', `/api/v1/tasks/${survey.id}`, { id: survey.id, completed: true });
  await addTask(page, project.id, 'Run cables to the back office');
  await addTask(page, project.id, 'Hand over to the client');
  return { id: project.id, name };
}

for (const width of [375, 1280]) {
  test(`the project screen at ${width} px: screenshots, no sideways page scroll, axe`, async ({
    adminPage: page,
  }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    const project = await showcase(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/projects/${project.id}`);
    await ready(page, project.name);
    await page.screenshot({ path: `${SHOTS}/detail-${width}.png`, fullPage: true });
    // What the screen opens on: the top bar and the summary.
    await page.screenshot({ path: `${SHOTS}/top-${width}.png` });
    for (const title of ['Summary', 'Money over time', 'Funding', 'Profit and Loss', 'Tasks']) {
      await reveal(page, title);
      await card(page, title).screenshot({ path: `${SHOTS}/detail-${title}-${width}.png` });
    }
    await reveal(page, 'Profit and Loss');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    // The Profit and Loss table fits its card: no sideways scrolling inside it either.
    const pnl = card(page, 'Profit and Loss').getByRole('region', {
      name: 'Profit and Loss table',
    });
    const overflow = await pnl.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // A row of each open for editing: the add row's fields in place, Save and Cancel.
    await reveal(page, 'Funding');
    await card(page, 'Funding')
      .getByRole('button', { name: /^Edit funding from Owner/ })
      .click();
    await card(page, 'Profit and Loss')
      .getByRole('button', { name: /^Edit line Recorder/ })
      .click();
    await reveal(page, 'Tasks');
    await card(page, 'Tasks').getByRole('button', { name: 'Edit Hand over to the client' }).click();
    // On a phone the Money tab's two stay open behind the Tasks tab.
    await expect(page.locator('.project-table__edit, .project-task__edit')).toHaveCount(3);
    for (const title of ['Funding', 'Profit and Loss', 'Tasks']) {
      await reveal(page, title);
      await card(page, title).screenshot({ path: `${SHOTS}/editing-${title}-${width}.png` });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoAxeViolations(page);
  });
}

test('the summary leads with the money, profit red when negative; the top bar names the project', async ({
  adminPage: page,
}) => {
  const project = await showcase(page);
  await page.goto(`/dashboard/projects/${project.id}`);
  await ready(page, project.name);
  await expect(page).toHaveTitle(new RegExp(`^${project.name} · Projects · Dashboard`));
  const summary = card(page, 'Summary');
  const figure = (label: string) => summary.locator('dt', { hasText: label }).locator('+ dd');
  // Funding 12,500.00 + 2,000.50; the lines' totals as the server computed them.
  await expect(figure('Funding')).toHaveText('$14,500.50');
  await expect(figure('Costs')).toHaveText('$617,048.69');
  await expect(figure('Revenue')).toHaveText('$673,379.38');
  await expect(figure('Profit')).toHaveText('$56,330.69');
  await expect(figure('Tasks done')).toHaveText('1 of 3');
  await expect(figure('Profit')).not.toHaveClass(/negative/);

  // A loss: the profit turns red; ticking a task counts it.
  const loss = await addExpense(page, project.id, ['2025-03-20', 'Penalty', 60000, 1, 0, 0]);
  await page.reload();
  await expect(figure('Profit')).toHaveText('-$3,669.31');
  await expect(figure('Profit')).toHaveClass(/project-summary__negative/);
  const color = await figure('Profit').evaluate((el) => getComputedStyle(el).color);
  expect(color).toBe('rgb(180, 35, 24)'); // --color-danger
  await page.getByRole('checkbox', { name: 'Mark Hand over to the client done' }).check();
  await expect(figure('Tasks done')).toHaveText('2 of 3');
  await api(page, 'DELETE', `/api/v1/expenses/${loss.id}`);
});

test(
  'a funding is edited in place: Escape cancels, Save keeps it, a delete says what went and Undo brings it back',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    const project = await showcase(page);
    await page.goto(`/dashboard/projects/${project.id}`);
    await ready(page, project.name);
    const funding = card(page, 'Funding');
    const rows = funding.locator('tbody tr');
    const edit = funding.getByRole('button', { name: 'Edit funding from Owner on 2025-02-06' });

    await edit.click();
    const row = funding.locator('tr.project-table__edit');
    await expect(field(row, 'Date')).toBeFocused();
    await expect(field(row, 'Amount')).toHaveValue('2000.50');
    await field(row, 'Source').fill('Typo');
    await page.keyboard.press('Escape');
    await expect(row).toHaveCount(0);
    await expect(rows.nth(1)).toContainText('Owner');
    await expect(edit).toBeFocused();

    // Validation as on add; nothing is sent until it passes.
    await edit.click();
    await field(row, 'Amount').fill('12.345');
    await row.getByRole('button', { name: /^Save/ }).click();
    await expect(row.getByText('Amount must be a number with at most two decimals')).toBeVisible();
    await field(row, 'Source').fill('Owner savings');
    await field(row, 'Amount').fill('1200');
    await field(row, 'Amount').press('Enter');
    await expect(row).toHaveCount(0);
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await expect(rows.nth(1)).toHaveText(/2025-02-06Owner savingsOwner funding\$1,200\.00/);
    await expect(funding.locator('tfoot tr').first()).toHaveText('Total$13,700.00');
    await page.reload();
    await expect(rows.nth(1)).toContainText('Owner savings');

    await funding
      .getByRole('button', { name: 'Delete funding from Owner savings on 2025-02-06' })
      .click();
    const deleted = toast(page, 'Funding of $1,200.00 deleted');
    await expect(deleted).toBeVisible();
    await expect(rows).toHaveCount(1);
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Funding of $1,200.00 restored')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(funding.locator('tfoot tr').first()).toHaveText('Total$13,700.00');
  },
);

test('a profit-and-loss line is edited in place: its figures follow, the saved line shows the server’s', async ({
  adminPage: page,
}) => {
  const project = await showcase(page);
  await page.goto(`/dashboard/projects/${project.id}`);
  await ready(page, project.name);
  const pnl = card(page, 'Profit and Loss');
  await pnl.getByRole('button', { name: 'Edit line Recorder of 2025-02-17' }).click();
  const row = pnl.locator('tr.project-table__edit');
  const figure = (label: string) => row.locator(`td[data-label="${label}"]`);
  await expect(field(row, 'Unit selling price')).toHaveValue('3805.50');
  await field(row, 'Unit selling price').fill('4900');
  await expect(figure('Profit')).toHaveText('$350.00');
  await field(row, 'Quantity').fill('2');
  await expect(figure('Total cost')).toHaveText('$8,400.00');
  await row.getByRole('button', { name: /^Save/ }).click();
  await expect(row).toHaveCount(0);

  const line = pnl.locator('tbody tr', { hasText: 'Recorder' });
  const cell = (label: string) => line.locator(`td[data-label="${label}"]`);
  await expect(cell('Quantity')).toHaveText('2');
  await expect(cell('Total with logistics')).toHaveText('$8,750.00');
  await expect(cell('Total selling price')).toHaveText('$9,800.00');
  await expect(cell('Profit')).toHaveText('$1,050.00');
  await expect(cell('Profit')).not.toHaveClass(/negative/);
  const detail = await page.request.get(`/api/v1/projects/${project.id}`);
  const saved = ((await detail.json()).expenses as { description: string; profit: number }[]).find(
    (expense) => expense.description === 'Recorder',
  );
  expect(saved?.profit).toBe(1050);

  await pnl.getByRole('button', { name: 'Delete line Recorder of 2025-02-17' }).click();
  await expect(toast(page, 'Line “Recorder” deleted')).toBeVisible();
  await expect(line).toHaveCount(0);
});

test(
  'a task is renamed, described and deleted; picked tasks are marked done and deleted together',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    const project = await showcase(page);
    await page.goto(`/dashboard/projects/${project.id}`);
    await ready(page, project.name);
    const tasks = card(page, 'Tasks');
    const names = tasks.locator('.project-task__name');

    await tasks.getByRole('button', { name: 'Edit Run cables to the back office' }).click();
    await expect(field(tasks, 'Name')).toBeFocused();
    await field(tasks, 'Name').fill('Run cables to the office');
    await field(tasks, 'Description').fill('Through the ceiling void');
    await tasks.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await expect(names).toHaveText([
      'Run cables to the office',
      'Hand over to the client',
      'Site survey',
    ]);
    await expect(tasks.getByText('Through the ceiling void')).toBeVisible();

    await tasks.getByRole('button', { name: 'Delete Hand over to the client' }).click();
    const deleted = toast(page, 'Task “Hand over to the client” deleted');
    await expect(deleted).toBeVisible();
    await expect(names).toHaveText(['Run cables to the office', 'Site survey']);
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect(names).toHaveText([
      'Run cables to the office',
      'Hand over to the client',
      'Site survey',
    ]);

    // Two picked, marked done at once: they move below, and the summary counts them.
    await tasks.getByRole('checkbox', { name: 'Select Run cables to the office' }).check();
    await tasks.getByRole('checkbox', { name: 'Select Hand over to the client' }).check();
    await expect(tasks.getByText('2 selected')).toBeVisible();
    await tasks.getByRole('button', { name: 'Mark done' }).click();
    await expect(toast(page, '2 tasks updated')).toBeVisible();
    await expect(card(page, 'Summary').getByText('3 of 3')).toBeVisible();
    await expect(tasks.getByText('2 selected')).toHaveCount(0);

    await tasks.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(tasks.getByText('3 selected')).toBeVisible();
    await tasks.getByRole('button', { name: 'Mark not done' }).click();
    await expect(card(page, 'Summary').getByText('0 of 3')).toBeVisible();

    await tasks.getByRole('checkbox', { name: 'Select all' }).check();
    await tasks.getByRole('checkbox', { name: 'Select Site survey' }).uncheck();
    await tasks.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete 2 tasks?' });
    await dialog.getByRole('button', { name: 'Delete 2 tasks' }).click();
    const gone = toast(page, '2 tasks deleted');
    await expect(gone).toBeVisible();
    await expect(names).toHaveText(['Site survey']);
    await gone.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, '2 tasks restored')).toBeVisible();
    await expect(names).toHaveCount(3);
  },
);

test('a funding changed by someone else after Edit opened it: the row says so, Keep mine saves over it', async ({
  adminPage: page,
}) => {
  const project = await showcase(page);
  await page.goto(`/dashboard/projects/${project.id}`);
  await ready(page, project.name);
  const funding = card(page, 'Funding');
  await funding.getByRole('button', { name: 'Edit funding from Owner on 2025-02-06' }).click();
  const row = funding.locator('tr.project-table__edit');
  await expect(field(row, 'Amount')).toHaveValue('2000.50');

  // Meanwhile, another editor (this account, elsewhere) changes its description and its amount:
  // the amount, changed here too, makes it a conflict (another field alone would merge quietly).
  const { fundings } = (await (
    await page.request.get(`/api/v1/projects/${project.id}`)
  ).json()) as {
    fundings: { id: number; source: string }[];
  };
  const owner = fundings.find((f) => f.source === 'Owner')!;
  await api(page, 'PUT', `/api/v1/fundings/${owner.id}`, {
    id: owner.id,
    description: 'Savings',
    amount: 2050,
  });

  await field(row, 'Amount').fill('2100');
  await row.getByRole('button', { name: /^Save/ }).click();
  const notice = funding.getByRole('alert');
  await expect(notice).toContainText(
    'Description and Amount were changed by you, in another window, just now',
  );
  await expect(notice).toContainText('Theirs: 2050.00 · Yours: 2100');
  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(row).toHaveCount(0);
  // Mine (the amount) over theirs (the description): both kept.
  await expect(funding.locator('tbody tr').nth(1)).toContainText('OwnerSavings$2,100.00');
});
