import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { moneyFormatter } from '../../src/shared/money-format';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

interface ApiProject {
  id: number;
  name: string;
}
interface ApiExpense {
  total_cost: number;
  total_with_logistics: number;
  total_selling_price: number;
  profit: number;
}

const SHOTS = '/tmp/projects-shots';
const CONFIRM = 'Are you sure you want to delete this project?';
const FIGURES = ['Total cost', 'Total with logistics', 'Total selling price', 'Profit'] as const;
const FIGURE_KEYS = [
  'total_cost',
  'total_with_logistics',
  'total_selling_price',
  'profit',
] as const;

const createProject = async (page: Page, name: string) =>
  (await api(page, 'POST', '/api/v1/projects', {
    project: { name, description: 'Made by the projects spec' },
  })) as ApiProject;

const addFunding = (page: Page, projectId: number, amount: number, source: string) =>
  api(page, 'POST', '/api/v1/fundings', {
    date: '2025-02-01',
    source,
    description: `${source} funding`,
    amount,
    project_id: projectId,
  });

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
/** A money figure as the screen writes it (the browser's locale is en-US). */
// The e2e server runs with the default CURRENCY and LOCALE: USD in en-US.
const money = (amount: number) => moneyFormatter().format(Math.round(amount * 100));

/** Waits for a dashboard screen: its title (a project's screen names the project), nothing loading. */
async function ready(page: Page, title = 'Projects') {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .route-loading')).toHaveCount(0);
}

/** The cells of a table row by the labels they show when the table stacks into cards. */
const cellsUnder = (row: Locator, labels: readonly string[]) =>
  Promise.all(labels.map((label) => row.locator(`td[data-label="${label}"]`).textContent()));

test(
  'create a project, open it from the toast, edit its details and save',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    const name = `Alarm ${unique()}`;
    await page.goto('/dashboard/projects');
    await page.getByRole('link', { name: '+ Add Project' }).first().click();
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Description')).toHaveAttribute('rows', '5');
    await field(page, 'Name').fill(name);
    await field(page, 'Description').fill('Four cameras and a recorder');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/dashboard\/projects$/);
    // The toast's link, straight away (the toast goes after a few seconds).
    await page.getByRole('status').getByRole('link', { name: 'View project' }).click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/\d+$/);

    const details = card(page, name);
    await expect(field(details, 'Description')).toHaveValue('Four cameras and a recorder');
    await expect(field(details, 'Description')).toHaveAttribute('rows', '15');
    const save = details.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await field(details, 'Class').fill('CCTV');
    await field(details, 'Description').fill('Four cameras, a recorder and a screen');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(field(page, 'Class')).toHaveValue('CCTV');
    await expect(field(card(page, name), 'Description')).toHaveValue(
      'Four cameras, a recorder and a screen',
    );
    // The list shows it by name, with its class (and its client, tasks and balance).
    await page.goto('/dashboard/projects');
    await page.getByLabel('Search projects').fill(name);
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('link')).toHaveText([
      `${name}No client · CCTVNo tasksBalance $0.00`,
    ]);
  },
);

test(
  'fundings: two added through the add row, the total, and one deleted',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    const project = await createProject(page, `Funded ${unique()}`);
    await page.goto(`/dashboard/projects/${project.id}`);
    const funding = card(page, 'Funding');
    const table = funding.getByRole('table');

    // Every field is required: nothing is sent, the first field takes the focus.
    await funding.getByRole('button', { name: 'Add funding' }).click();
    await expect(funding.getByText('Source is required')).toBeVisible();
    await expect(field(funding, 'Date')).toBeFocused();

    const add = async (date: string, source: string, amount: string) => {
      await field(funding, 'Date').fill(date);
      await field(funding, 'Source').fill(source);
      await field(funding, 'Description').fill(`${source} money`);
      await field(funding, 'Amount').fill(amount);
      await field(funding, 'Amount').press('Enter');
      await expect(table.getByRole('cell', { name: source, exact: true })).toBeVisible();
      await expect(field(funding, 'Source')).toHaveValue('');
    };
    await add('2025-03-10', 'Bank', '1250.50');
    await add('2025-03-01', 'Owner', '99.95');

    // By date, as the server orders them; the total row sums them.
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr').first()).toContainText('2025-03-01Owner');
    await expect(table.locator('tfoot tr').first()).toHaveText('Total$1,350.45');

    await funding.getByRole('button', { name: 'Delete funding from Owner on 2025-03-01' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tfoot tr').first()).toHaveText('Total$1,250.50');
  },
);

test(
  'an expense shows its figures live, and the saved line shows what the server computed',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    const project = await createProject(page, `Ledger ${unique()}`);
    await page.goto(`/dashboard/projects/${project.id}`);
    const pnl = card(page, 'Profit and Loss');
    const table = pnl.getByRole('table');
    const addRow = table.locator('tfoot tr').last();

    await expect(addRow).toContainText('—');
    await field(pnl, 'Date').fill('2025-04-02');
    await field(pnl, 'Description').fill('Cameras');
    await field(pnl, 'Unit cost price').fill('19.99');
    await field(pnl, 'Quantity').fill('3');
    await expect.poll(() => cellsUnder(addRow, ['Total cost'])).toEqual(['$59.97']);
    await field(pnl, 'Logistics cost').fill('5.00');
    await field(pnl, 'Unit selling price').fill('25.00');
    await expect
      .poll(() => cellsUnder(addRow, FIGURES))
      .toEqual(['$59.97', '$64.97', '$75.00', '$10.03']);

    await pnl.getByRole('button', { name: 'Add line' }).click();
    const line = table.locator('tbody tr').first();
    await expect(line).toContainText('Cameras');
    await expect(field(pnl, 'Description')).toHaveValue('');

    const detail = await page.request.get(`/api/v1/projects/${project.id}`);
    const [saved] = (await detail.json()).expenses as ApiExpense[];
    const server = FIGURE_KEYS.map((key) => money(saved![key]));
    expect(server).toEqual(['$59.97', '$64.97', '$75.00', '$10.03']);
    expect(await cellsUnder(line, FIGURES)).toEqual(server);
    // The total row: "Total" across the six input columns, then the four figures.
    const totals = await table.locator('tfoot tr').first().locator('td').allTextContents();
    expect(totals.slice(0, 4)).toEqual(server);
  },
);

test(
  'tasks: New task returns to the project; a ticked task moves below the incomplete ones',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    const project = await createProject(page, `Tasks ${unique()}`);
    await page.goto(`/dashboard/projects/${project.id}`);
    await card(page, 'Tasks').getByRole('link', { name: 'New task' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/tasks/new$`));
    await expect(field(page, 'Name')).toBeFocused();
    await field(page, 'Name').fill('Mount cameras');
    await field(page, 'Description').fill('North and east walls');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));

    await api(page, 'POST', '/api/v1/tasks', {
      task: { name: 'Run cables', description: '', project_id: project.id },
    });
    await page.reload();
    const tasks = page.getByRole('list', { name: 'Tasks' });
    const labels = tasks.locator('label');
    await expect(labels).toHaveText(['Mount cameras', 'Run cables']);

    const mount = tasks.getByRole('checkbox', { name: 'Mark Mount cameras done' });
    await mount.check();
    await expect(labels).toHaveText(['Run cables', 'Mount cameras']);
    await expect(mount).toBeChecked();
    await expect(mount).toBeFocused();
    await page.reload();
    await expect(labels).toHaveText(['Run cables', 'Mount cameras']);
    await expect(tasks.getByRole('checkbox', { name: 'Mark Mount cameras done' })).toBeChecked();

    await tasks.getByRole('checkbox', { name: 'Mark Mount cameras done' }).uncheck();
    await expect(labels).toHaveText(['Mount cameras', 'Run cables']);
    await page.reload();
    await expect(labels).toHaveText(['Mount cameras', 'Run cables']);
    await expect(
      tasks.getByRole('checkbox', { name: 'Mark Mount cameras done' }),
    ).not.toBeChecked();
  },
);

test('delete asks in the page: Cancel keeps the project, the confirmation deletes it', async ({
  adminPage: page,
}) => {
  const project = await createProject(page, `Doomed ${unique()}`);
  await page.goto(`/dashboard/projects/${project.id}`);
  const remove = page.getByRole('button', { name: 'Delete this project' });
  const dialog = page.getByRole('alertdialog', { name: CONFIRM });

  await remove.click();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(card(page, project.name)).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(
    page.getByRole('status').filter({ hasText: `Project “${project.name}” deleted` }),
  ).toBeVisible();
  await page.getByLabel('Search projects').fill(project.name);
  await expect(page.getByText(`No projects match “${project.name}”`)).toBeVisible();

  // An id that is no longer there, or never was one, goes back to the list.
  await page.goto(`/dashboard/projects/${project.id}`);
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await page.goto('/dashboard/projects/not-a-number');
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
});

/**
 * A project with some of everything, and a second one for the list; the four screens' paths,
 * and the project's name, which titles its screen.
 */
async function showcase(page: Page) {
  const tag = unique();
  const name = `Shop fit-out ${tag}`;
  const project = await createProject(page, name);
  await api(page, 'PUT', `/api/v1/projects/${project.id}`, {
    id: project.id,
    project: { project_class: 'Retail' },
  });
  await createProject(page, `Alarm upgrade ${tag}`);
  await addFunding(page, project.id, 12500, 'Bank loan');
  await addFunding(page, project.id, 2000.5, 'Owner');
  for (const [description, cost, quantity, selling] of [
    ['Dome cameras', 149.99, 6, 219],
    ['Recorder', 420, 1, 380.5],
  ] as const)
    await api(page, 'POST', '/api/v1/expenses', {
      date: '2025-05-03',
      description,
      unit_cost_price: cost,
      quantity,
      logistics_cost: 35,
      unit_selling_price: selling,
      project_id: project.id,
    });
  for (const [name, completed] of [
    ['Site survey', true],
    ['Run cables to the back office', false],
  ] as const) {
    const task = await api(page, 'POST', '/api/v1/tasks', {
      task: { name, description: 'Two people, half a day', project_id: project.id },
    });
    if (completed) await api(page, 'PUT', `/api/v1/tasks/${task.id}`, { id: task.id, completed });
  }
  const screens = {
    list: `/dashboard/projects?q=${encodeURIComponent(tag)}`,
    new: '/dashboard/projects/new',
    detail: `/dashboard/projects/${project.id}`,
    'new-task': `/dashboard/projects/${project.id}/tasks/new`,
  };
  return { screens, titleOf: (screen: string) => (screen === 'detail' ? name : 'Projects') };
}

test('the project screens pass axe, the detail at 375 px too', async ({ adminPage: page }) => {
  // Five axe runs over full screens: slow on a busy machine, whatever the code does.
  test.slow();
  const { screens, titleOf } = await showcase(page);
  for (const [name, path] of Object.entries(screens)) {
    await page.goto(path);
    await ready(page, titleOf(name));
    await expectNoAxeViolations(page);
  }
  // Where the tables scroll, their regions must be reachable by keyboard.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(screens.detail);
  await ready(page, titleOf('detail'));
  await expectNoAxeViolations(page);
});

test('the project screens at 375 and 1280 px: screenshots, and no sideways page scroll', async ({
  adminPage: page,
}) => {
  // Eight full-page screenshots: slow on a busy machine, whatever the code does.
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const { screens, titleOf } = await showcase(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, path] of Object.entries(screens)) {
      await page.goto(path);
      await ready(page, titleOf(name));
      if (name === 'list') await expect(page.getByText('2 projects')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      if (name === 'detail') {
        // On a phone the money lines sit behind the Money tab (ADR 0038).
        const tabs = page.getByRole('tablist', { name: 'Project' });
        if (await tabs.count()) await tabs.getByRole('tab', { name: 'Money' }).click();
        for (const title of ['Funding', 'Profit and Loss'])
          await card(page, title).screenshot({ path: `${SHOTS}/${name}-${title}-${width}.png` });
      }
      // The page never scrolls sideways: a wide table scrolls inside its card, or stacks.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
