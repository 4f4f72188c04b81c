import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { startChildServer } from '../support/child-server';
import { scratchDir } from '../support/scratch-dir';
import { api, expect, POSTGRES_SMOKE, signInByApi, test } from './fixtures';
import { unique } from './support';
import { moneyFormatter } from '../../src/shared/money-format';

// The lists say something (a project's client, tasks and balance; a client's place and email; a
// note's and a page's last change) and the overview says what staff look at first, all from the
// real server.

// The e2e server runs with the default CURRENCY and LOCALE: USD in en-US.
const money = (amount: number) => moneyFormatter().format(Math.round(amount * 100));

async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .route-loading, .skeleton')).toHaveCount(0);
}

/**
 * A client with a project that has money and tasks, and a second project that spent more, on the
 * suite's server or on the one at `origin`.
 */
async function seed(page: Page, origin = '') {
  const tag = unique();
  const post = (url: string, data: unknown) => api(page, 'POST', `${origin}/api/v1/${url}`, data);
  const client = await post('clients', {
    client: {
      organization_name: `Fjordline Shipping ${tag}`,
      city: 'Bergen',
      country: 'Norway',
      email_address: 'ops@fjordline.example',
    },
  });
  const project = await post('projects', {
    project: { name: `Quay cameras ${tag}`, description: '', client_id: client.id },
  });
  await api(page, 'PUT', `${origin}/api/v1/projects/${project.id}`, {
    id: project.id,
    project: { project_class: 'CCTV' },
  });
  await post('fundings', {
    date: '2025-04-01',
    source: 'Bank',
    description: 'Deposit',
    amount: 5000,
    project_id: project.id,
  });
  await post('expenses', {
    date: '2025-04-02',
    description: 'Cameras',
    unit_cost_price: 120.5,
    quantity: 4,
    logistics_cost: 17.25,
    unit_selling_price: 200,
    project_id: project.id,
  });
  const survey = await post('tasks', {
    task: { name: 'Survey', description: '', project_id: project.id },
  });
  await post('tasks', { task: { name: 'Mount', description: '', project_id: project.id } });
  await api(page, 'PUT', `${origin}/api/v1/tasks/${survey.id}`, { id: survey.id, completed: true });
  const overspent = await post('projects', {
    project: { name: `Quay overspent ${tag}`, description: '' },
  });
  await post('expenses', {
    date: '2025-04-03',
    description: 'Crane',
    unit_cost_price: 99.99,
    quantity: 1,
    logistics_cost: 0,
    unit_selling_price: 0,
    project_id: overspent.id,
  });
  const note = await post('notes', { note: { title: `Quay codes ${tag}` } });
  return { tag, client, project, overspent, note };
}

test('the lists: a project’s client, tasks and balance; a client’s place and email; a note’s and a page’s last change', async ({
  adminPage: page,
}) => {
  const { tag, client, note } = await seed(page);

  await page.goto(`/dashboard/projects?q=${tag}`);
  await loaded(page);
  const rows = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // 5,000 of funding less 4 × 120.50 + 17.25 of costs.
  await expect(rows.nth(0)).toContainText(`Quay cameras ${tag}`);
  await expect(rows.nth(0)).toContainText(`Fjordline Shipping ${tag} · CCTV`);
  await expect(rows.nth(0)).toContainText('1 of 2 tasks done');
  await expect(rows.nth(0)).toContainText(`Balance ${money(4500.75)}`);
  await expect(rows.nth(1)).toContainText('No client');
  await expect(rows.nth(1)).toContainText('No tasks');
  const below = rows.nth(1).getByText(money(-99.99));
  await expect(below).toBeVisible();
  const colours = await Promise.all(
    [below, rows.nth(0).getByText(money(4500.75))].map((l) =>
      l.evaluate((e) => getComputedStyle(e).color),
    ),
  );
  expect(colours[0]).not.toBe(colours[1]);
  // The row leads to the project's screen.
  await rows.nth(0).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Quay cameras ${tag}` })).toBeVisible();

  await page.goto(`/dashboard/clients?q=${tag}`);
  await loaded(page);
  const clientRow = page.getByRole('list', { name: 'Clients' }).getByRole('link');
  await expect(clientRow).toHaveText(
    `Fjordline Shipping ${tag}Bergen, Norway · ops@fjordline.example1 project`,
  );
  await expect(clientRow).toHaveAttribute('href', `/dashboard/clients/${client.id}`);

  await page.goto(`/dashboard/notes?q=${tag}`);
  await loaded(page);
  const noteRow = page.getByRole('list', { name: 'Notes' }).getByRole('link');
  await expect(noteRow).toHaveAttribute('href', `/dashboard/notes/${note.id}`);
  await expect(noteRow).toContainText(/Changed \d{1,2} \w{3} \d{4} by admin$/);
  await expect(noteRow.locator('time')).toHaveAttribute('datetime', note.updated_at);

  // Pages are read, not made (the public pages' specs count on no page being added).
  await page.goto('/dashboard/pages');
  await loaded(page);
  const pageRows = page.getByRole('list', { name: 'Pages' }).getByRole('listitem');
  await expect(pageRows.first()).toContainText(/Changed \d{1,2} \w{3} \d{4}/);
  await expect(pageRows.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
});

test('the overview: money across projects, open tasks and the projects changed last, each leading to its screen; "New…" for its action', async ({
  page,
}) => {
  // A server of its own: on the suite's, the other worker's tests change projects meanwhile.
  const dir = scratchDir('e2e-overview-');
  const server = await startChildServer({
    databaseUrl: `sqlite:${join(dir, 'app.db')}`,
    env: { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  try {
    await overviewOf(page, server.origin);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function overviewOf(page: Page, origin: string) {
  await signInByApi(page.request, E2E_ADMIN.username, E2E_ADMIN.password, origin);
  const { tag, project } = await seed(page, origin);
  // Changed after the second project, so it is the one changed last.
  await api(page, 'PUT', `${origin}/api/v1/projects/${project.id}`, {
    id: project.id,
    project: { description: `Looked at ${unique()}` },
  });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/overview'));
  await page.goto(`${origin}/dashboard/overview`);
  const overview = await (await answer).json();
  await loaded(page);

  // The figures are the server's, formatted as everywhere else; each leads to the projects.
  const figures = page.getByRole('region', { name: 'Across all projects' }).getByRole('link');
  await expect(figures).toHaveText([
    `${money(overview.money.funding)}Funding`,
    `${money(overview.money.costs)}Costs`,
    `${money(overview.money.profit)}Profit`,
    `${overview.open_tasks.toLocaleString('en-US')}Open tasks`,
  ]);
  for (const link of await figures.all())
    await expect(link).toHaveAttribute('href', '/dashboard/projects');
  expect(overview.open_tasks).toBeGreaterThanOrEqual(1);

  const recent = page.getByRole('region', { name: 'Projects changed last' }).getByRole('link');
  await expect(recent.first()).toContainText(`Quay cameras ${tag}`);
  await expect(recent.first()).toContainText(
    `Fjordline Shipping ${tag} · Changed just now by admin`,
  );
  await expect(recent.first()).toContainText(`1 of 2 tasks done`);
  await expect(recent.first()).toContainText(`Balance ${money(4500.75)}`);
  await page
    .getByRole('region', { name: 'Projects changed last' })
    .getByRole('link', { name: new RegExp(`Quay cameras ${tag}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${project.id}$`));

  // Its main action: "New…", a link to every New form of the superuser, never "+ New page".
  await page.goto(`${origin}/dashboard/overview`);
  await loaded(page);
  await expect(page.getByRole('link', { name: '+ New page' })).toHaveCount(0);
  const button = page.getByRole('banner').getByRole('button', { name: 'New…' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link')).toHaveText([
    'New client',
    'New project',
    'New inventory item',
    'New sticker',
    'New tool',
    'New note',
    'New page',
    'New user',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await menu.getByRole('link', { name: 'New note' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notes\/new$/);
}

test(
  'the overview on PostgreSQL too: the money it shows is the server’s',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    await seed(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/overview'));
    await page.goto('/dashboard/overview');
    const overview = await (await answer).json();
    await loaded(page);
    await expect(
      page.getByRole('region', { name: 'Across all projects' }).getByRole('link').first(),
    ).toHaveText(`${money(overview.money.funding)}Funding`);
    expect(overview.money.funding).toBeGreaterThanOrEqual(5000);
  },
);
