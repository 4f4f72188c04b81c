import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { startChildServer } from '../support/child-server';
import { scratchDir } from '../support/scratch-dir';
import { api, expect, signInByApi, test } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

// What a newcomer tripped over: the overview of a new installation says how to start and, once in
// use, what needs attention; the public header is opaque; the dashboard's phone header is one
// row; the project screen on a phone leads with the summary and the tasks, the rest in tabs.

const WIDTHS = [375, 1280] as const;
const THEMES = ['light', 'dark'] as const;

async function shoot(page: Page, testInfo: TestInfo, file: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR;
  const path = dir ? join(dir, file) : testInfo.outputPath(file);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(file, { path, contentType: 'image/png' });
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), file).toBeLessThanOrEqual(
    width,
  );
}

async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .route-loading, .skeleton')).toHaveCount(0);
}

async function setTheme(page: Page, theme: 'light' | 'dark', url: string) {
  await page.context().addCookies([{ name: 'theme', value: theme, url }]);
}

test('a new installation’s overview says where to start, each step to its screen and gone once done; then what needs attention, and the latest activity', async ({
  page,
}, testInfo) => {
  test.slow();
  // A server of its own: a new installation, which the suite's server is not.
  const dir = scratchDir('e2e-first-steps-');
  const server = await startChildServer({
    databaseUrl: `sqlite:${join(dir, 'app.db')}`,
    env: { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  const at = (path: string) => `${server.origin}${path}`;
  try {
    await signInByApi(page.request, E2E_ADMIN.username, E2E_ADMIN.password, server.origin);
    await page.goto(at('/dashboard/overview'));
    await loaded(page);
    const start = page.getByRole('region', { name: 'Start here' });
    const steps = start.getByRole('link');
    await expect(steps).toHaveCount(4);
    await expect(steps.locator('.overview__step-label')).toHaveText([
      'Add your first client',
      'Import a spreadsheet',
      'Invite a colleague',
      'Set up mail',
    ]);
    const attention = page.getByRole('region', { name: 'Needs attention today' });
    await expect(attention).toContainText('Nothing needs attention today.');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, testInfo, `overview-new-${width}.png`);
    }
    await expectNoAxeViolations(page);

    // Each step leads to where it is done.
    await steps.filter({ hasText: 'Import a spreadsheet' }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients\?import$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await page.goto(at('/dashboard/overview'));
    await steps.filter({ hasText: 'Invite a colleague' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await page.goto(at('/dashboard/overview'));
    await steps.filter({ hasText: 'Set up mail' }).click();
    await expect(page).toHaveURL(/\/dashboard\/outbox$/);
    await page.goto(at('/dashboard/overview'));
    await steps.filter({ hasText: 'Add your first client' }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients\/new$/);

    // Done, gone: a client, a colleague; what is left stays.
    const post = (url: string, data: unknown) => api(page, 'POST', at(`/api/v1/${url}`), data);
    const client = await post('clients', { client: { organization_name: `First ${unique()}` } });
    await post('users', {
      username: `colleague-${unique()}`,
      email_address: `colleague-${unique()}@example.com`,
      role: 'admin',
      password: 'a long enough password',
    });
    // In use: a task of mine overdue, an item low on stock.
    const me = (await (await page.request.get(at('/session'))).json()).user.id as number;
    const project = await post('projects', {
      project: { name: 'Harbour CCTV', description: '', client_id: client.id },
    });
    await post('tasks', {
      task: {
        name: 'Order cameras',
        project_id: project.id,
        assignee_id: me,
        due_on: '2020-01-01',
      },
    });
    await post('inventory', { item: { name: 'Cable', quantity: 1, low_stock_threshold: 5 } });

    await page.goto(at('/dashboard/overview'));
    await loaded(page);
    await expect(steps.locator('.overview__step-label')).toHaveText([
      'Import a spreadsheet',
      'Set up mail',
    ]);
    await expect(attention.getByRole('link')).toHaveText([
      '1 task of yours overdue',
      '1 item low on stock',
    ]);
    const latest = page.getByRole('region', { name: 'Latest activity' });
    await expect(latest.getByRole('link')).toHaveCount(6);
    await expect(latest).toContainText('added task “Order cameras”');
    await expect(latest.getByRole('link', { name: 'All activity' })).toHaveAttribute(
      'href',
      '/dashboard/activity',
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, testInfo, `overview-in-use-${width}.png`);
    }
    await expectNoAxeViolations(page);
    await attention.getByRole('link', { name: '1 task of yours overdue' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-work$/);
    await expect(page.getByText('Order cameras')).toBeVisible();
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the public sticky header is opaque in both themes: nothing shows through it while scrolling', async ({
  page,
}, testInfo) => {
  const { baseURL } = testInfo.project.use;
  for (const theme of THEMES) {
    await setTheme(page, theme, baseURL!);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/services');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      const header = page.locator('.site-header');
      const box = (await header.boundingBox())!;
      expect(box.y).toBe(0);
      // A colour with no alpha: rgb(…), never rgba(…, 0.96).
      const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background, `${theme} at ${width} px`).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
      await shoot(page, testInfo, `public-header-scrolled-${theme}-${width}.png`, false);
    }
  }
});

test('the dashboard’s phone header is one row of at most 72 px, everything in it reachable by keyboard', async ({
  adminPage: page,
}, testInfo) => {
  const { baseURL } = testInfo.project.use;
  for (const theme of THEMES) {
    await setTheme(page, theme, baseURL!);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/clients');
      await loaded(page);
      const bar = page.getByRole('banner');
      const height = (await bar.boundingBox())!.height;
      expect(height, `${theme} at ${width} px`).toBeLessThanOrEqual(72);
      await shoot(page, testInfo, `dashboard-header-${theme}-${width}.png`, false);
    }
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/clients');
  await loaded(page);
  const bar = page.getByRole('banner');
  const parts = [
    bar.getByRole('button', { name: 'Open menu' }),
    bar.getByRole('heading', { level: 1, name: 'Clients' }),
    bar.getByRole('link', { name: '+ Add Client' }),
    bar.getByRole('button', { name: 'Search' }),
    bar.getByRole('button', { name: /^Switch to the (dark|light) theme$/ }),
    bar.getByRole('button', { name: /^Notifications/ }),
  ];
  const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  for (const box of boxes) expect(Math.abs(middle(box) - middle(boxes[0]!))).toBeLessThan(4);
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(375);
  // Log out is not in the bar on a phone: it is in the navigation the menu opens.
  await expect(bar.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  // By keyboard: the menu button opens the navigation, and Tab reaches every link, then Log out.
  await parts[0]!.focus();
  await page.keyboard.press('Enter');
  await expect(parts[0]!).toHaveAttribute('aria-expanded', 'true');
  // A superuser's every screen.
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const links = await nav.getByRole('link').count();
  expect(links).toBeGreaterThanOrEqual(17);
  const logout = page.getByRole('button', { name: 'Log out' });
  await expect(logout).toBeVisible();
  const reached = new Set<string>();
  for (
    let i = 0;
    i < links + 6 && !(await logout.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() =>
      document.activeElement?.closest('nav') ? document.activeElement.textContent : null,
    );
    if (text) reached.add(text);
  }
  await expect(logout).toBeFocused();
  expect(reached.size).toBe(links);
  await shoot(page, testInfo, 'dashboard-menu-open-375.png', false);
});

test('on a phone the project screen leads with the summary and the tasks; money, details and activity are tabs kept in the URL', async ({
  adminPage: page,
}, testInfo) => {
  test.slow();
  const post = (url: string, data: unknown) => api(page, 'POST', `/api/v1/${url}`, data);
  const name = `Harbour CCTV ${unique()}`;
  const project = await post('projects', { project: { name, description: 'Cameras on a pier' } });
  for (let i = 1; i <= 6; i++)
    await post('fundings', {
      date: `2025-02-0${i}`,
      source: `Bank ${i}`,
      description: 'Instalment',
      amount: 1000 * i,
      project_id: project.id,
    });
  for (let i = 1; i <= 10; i++)
    await post('expenses', {
      date: `2025-03-${String(i).padStart(2, '0')}`,
      description: `Camera ${i}`,
      unit_cost_price: 150,
      quantity: i,
      logistics_cost: 10,
      unit_selling_price: 220,
      project_id: project.id,
    });
  for (const task of ['Site survey', 'Run cables', 'Mount cameras', 'Hand over'])
    await post('tasks', { task: { name: task, description: '', project_id: project.id } });
  const path = `/dashboard/projects/${project.id}`;
  const ready = async () => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .route-loading, .skeleton')).toHaveCount(0);
  };
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await ready();
  const tabs = page.getByRole('tablist', { name: 'Project' });
  const tab = (label: string) => tabs.getByRole('tab', { name: label });
  await expect(tabs.getByRole('tab')).toHaveText(['Tasks', 'Money', 'Details', 'Activity']);
  await expect(tab('Tasks')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Summary', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tasks', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Funding', exact: true })).toBeHidden();
  const withTabs = await pageHeight();
  await shoot(page, testInfo, 'project-tabs-tasks-375.png');
  await expectNoAxeViolations(page);

  // Arrow keys move between the tabs, and the URL keeps the one chosen.
  await tab('Tasks').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Money')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${path}\\?tab=money$`));
  await expect(page.getByRole('region', { name: 'Funding', exact: true })).toBeVisible();
  await shoot(page, testInfo, 'project-tabs-money-375.png');
  await page.keyboard.press('End');
  await expect(page).toHaveURL(new RegExp(`${path}\\?tab=activity$`));
  await expect(page.getByRole('tabpanel', { name: 'Activity' })).toBeVisible();
  await page.reload();
  await ready();
  await expect(tab('Activity')).toHaveAttribute('aria-selected', 'true');
  await shoot(page, testInfo, 'project-tabs-activity-375.png');
  await tab('Activity').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`${path}\\?tab=details$`));
  await expect(page.getByRole('button', { name: 'Delete this project' })).toBeVisible();

  // The one column it was: every panel shown at once, as before the tabs.
  await page.goto(path);
  await ready();
  await page.evaluate(() =>
    document.querySelectorAll('[role=tabpanel]').forEach((p) => p.removeAttribute('hidden')),
  );
  const allAtOnce = await pageHeight();
  console.log(`project screen at 375 px: ${allAtOnce} px in one column, ${withTabs} px with tabs`);
  await testInfo.attach('heights', {
    body: JSON.stringify({ allAtOnce, withTabs }),
    contentType: 'application/json',
  });
  expect(withTabs).toBeLessThan(allAtOnce / 2);

  // A laptop keeps every part on the one page, no tabs.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await ready();
  await expect(tabs).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Funding', exact: true })).toBeVisible();
  await shoot(page, testInfo, 'project-1280.png');
});
