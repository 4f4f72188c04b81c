import { join } from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { servicePath } from '../../src/shared/public-routes';
import { THEME_LOADER } from '../../src/shared/theme-loader';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

// The dark theme (ADR 0032): chosen by the `theme` cookie or followed from the system; on the
// document before the first paint (no flash, prerendered pages included); every screen passes
// axe's contrast rules in both themes. Screenshots at a phone's and a laptop's width go to
// SHOTS_DIR when it is set, else to the test's output.

const WIDTHS = [375, 1280] as const;
const DARK_BG = 'rgb(15, 23, 34)'; // --color-bg of the dark palette
const LIGHT_BG = 'rgb(255, 255, 255)';

async function setTheme(page: Page, theme: 'light' | 'dark') {
  const { baseURL } = test.info().project.use;
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
}

/** The page, fully started and with nothing loading, in whichever theme its context has. */
async function loaded(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .route-loading, .skeleton')).toHaveCount(0);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOTS_DIR;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const file = `dark-mode-${name}-${width}.png`;
    await page.screenshot({
      path: dir ? join(dir, file) : testInfo.outputPath(file),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A client, and a project of theirs with money in and out, a loss and a balance below zero. */
async function records(page: Page) {
  const tag = unique();
  const post = (url: string, data: unknown) => api(page, 'POST', `/api/v1/${url}`, data);
  const client = await post('clients', {
    client: { organization_name: `Harbour Lights ${tag}`, email_address: 'ops@harbour.example' },
  });
  const project = await post('projects', {
    project: { name: `Quay cameras ${tag}`, description: '', client_id: client.id },
  });
  const project_id = project.id as number;
  await post('fundings', {
    date: '2024-01-05',
    source: 'Grant',
    description: 'First tranche',
    amount: 900,
    project_id,
  });
  for (const [date, cost, selling] of [
    ['2024-01-10', 800, 700],
    ['2024-02-20', 100, 180],
  ] as const) {
    await post('expenses', {
      date,
      description: `Cameras ${date}`,
      unit_cost_price: cost,
      quantity: 1,
      logistics_cost: 0,
      unit_selling_price: selling,
      project_id,
    });
  }
  return {
    client: `/dashboard/clients/${client.id}`,
    project: `/dashboard/projects/${project_id}`,
  };
}

async function signedOut(browser: Browser, theme: 'light' | 'dark') {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await setTheme(page, theme);
  return { page, close: () => context.close() };
}

test('a prerendered page and the dashboard paint dark from their HTML: no flash of light', async ({
  adminPage,
  browser,
}) => {
  // The system is light; the cookie says dark. The app's scripts are refused: what shows is the
  // documents' own HTML, inline CSS and inline scripts, as at the first paint, whenever it is read.
  const noApp = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());
  const firstPaint = (page: Page) =>
    page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      hydrated: document.documentElement.dataset.hydrated ?? null,
      background: getComputedStyle(document.body).backgroundColor,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }));
  const dark = { theme: 'dark', hydrated: null, background: DARK_BG, scheme: 'dark' };
  const visitor = await signedOut(browser, 'dark');
  await noApp(visitor.page);
  for (const path of ['/', servicePath('cctv'), '/login']) {
    const html = await (await visitor.page.request.get(path)).text();
    // The loader is in <head> before any stylesheet, so it has run before anything is painted.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf(`<script>${THEME_LOADER}</script>`), path).toBeGreaterThan(-1);
    expect(head.indexOf(THEME_LOADER)).toBeLessThan(head.indexOf('<style'));
    await visitor.page.goto(path);
    expect(await firstPaint(visitor.page), path).toEqual(dark);
  }
  await visitor.close();

  // The dashboard's shell, whose stylesheet comes with the app's code: its own few rules paint
  // the page dark until then.
  await adminPage.emulateMedia({ colorScheme: 'light' });
  await setTheme(adminPage, 'dark');
  await noApp(adminPage);
  await adminPage.goto('/dashboard');
  expect(await firstPaint(adminPage)).toMatchObject({ theme: 'dark', scheme: 'dark' });
  const canvas = await adminPage.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(canvas).toBe(DARK_BG);
});

test('with no choice the site follows the system, and Light overrides a dark system', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
  await setTheme(page, 'light');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_BG);
  await context.close();
});

test(
  'the top bar’s button switches the dashboard to dark and back, and it is remembered',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await loaded(page, '/dashboard/account');
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const appearance = page.getByRole('region', { name: 'Appearance' });
    await expect(appearance.getByRole('radio', { name: /^Dark/ })).toBeChecked();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // By keyboard on My account: back to following the system.
    await appearance.getByRole('radio', { name: /^Dark/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(appearance.getByRole('radio', { name: /^System/ })).toBeChecked();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    const res = await page.request.get('/api/v1/account/theme');
    expect(await res.json()).toEqual({ theme: 'system' });
  },
);

for (const theme of ['dark', 'light'] as const) {
  test(`every kind of screen passes axe, contrast included, in the ${theme} theme`, async ({
    adminPage: page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The opposite system: what shows is the choice.
    await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
    const visitor = await signedOut(browser, theme);
    for (const [name, path] of [
      ['home', '/'],
      ['service', servicePath('cctv')],
      ['login', '/login'],
    ] as const) {
      await loaded(visitor.page, path);
      await expectNoAxeViolations(visitor.page);
      await shoot(visitor.page, testInfo, `${theme}-${name}`);
    }
    await visitor.close();

    await setTheme(page, theme);
    const { client, project } = await records(page);
    for (const [name, path] of [
      ['overview', '/dashboard'],
      ['client', client],
      ['project', project],
      ['account', '/dashboard/account'],
    ] as const) {
      await loaded(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page);
      await shoot(page, testInfo, `${theme}-${name}`);
    }
    // The conflict notice: the client's phone changed elsewhere while its form was open (a
    // change to another field would be saved over quietly: ADR 0037).
    await loaded(page, client);
    await api(page, 'PUT', `/api/v1${client.replace('/dashboard', '')}`, {
      client: {
        organization_name: `Harbour Lights, renamed ${unique()}`,
        phone_number: '555 0199',
      },
    });
    await page.getByLabel('Contact phone').fill('555 0100');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('.kit-conflict')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, `${theme}-conflict`);
  });
}
