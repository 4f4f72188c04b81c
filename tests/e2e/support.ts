import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { api, signInByApi } from './fixtures';

/** A page as the API returns it. */
export interface ApiPage {
  id: number;
  /** Its address, /{slug} (issue 37). */
  slug: string;
  title: string;
  content: string;
  created_at: string;
  updated_at: string;
}

let counter = 0;

/**
 * A suffix no other test (nor an earlier run on the same database) uses: the database persists
 * across the spec files of one run, so titles carry it to be told apart.
 */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${process.pid.toString(36)}-${counter}`;
}

/** Creates a page through the API as the signed-in admin of `page`'s context. */
export async function createPage(page: Page, title: string, content = ''): Promise<ApiPage> {
  const created = (await api(page, 'POST', '/api/v1/pages', {
    page: { title, content },
  })) as ApiPage;
  expect(created.id, 'the API returns the new page').toEqual(expect.any(Number));
  return created;
}

/** The homepage's "Latest Posts" section. */
export const latestPosts = (page: Page): Locator =>
  page.getByRole('region', { name: 'Latest Posts' });

/** The post titles in "Latest Posts", in their order on screen. */
export const latestPostTitles = (page: Page): Locator =>
  latestPosts(page).getByRole('listitem').getByRole('heading', { level: 3 });

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A post's "Read more" link: its name is "Read more" plus the post's title for screen readers
 * (visually hidden, so some accessible-name computations put a space before the colon).
 */
export const readMoreLink = (scope: Locator, title: string): Locator =>
  scope.getByRole('link', { name: new RegExp(`^Read more\\s?:\\s*${escapeRegExp(title)}$`) });

/** Waits until "Latest Posts" has loaded: not busy, no skeleton cards, at least one post. */
export async function waitForLatestPosts(page: Page): Promise<void> {
  const section = latestPosts(page);
  await expect(section).toHaveAttribute('aria-busy', 'false');
  await expect(section.locator('.post-card--skeleton')).toHaveCount(0);
  await expect(latestPostTitles(page).first()).toBeVisible();
}

/**
 * Waits until a public screen has finished loading: its h1 is visible, nothing is marked busy,
 * no skeleton placeholder and no route-loading status remain.
 */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await expect(page.locator('.route-loading')).toHaveCount(0);
}

/** Records every JavaScript dialog (alert, confirm, prompt) the page opens, dismissing it. */
export function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return seen;
}

/**
 * Creates an ordinary (non-admin) user on the e2e server's database with the operator's command,
 * as auth.spec.ts does, and returns its credentials.
 */
export function createOrdinaryUser(): { username: string; password: string } {
  const username = `reader-${unique()}`;
  const password = `${username}-password`;
  execFileSync(
    'npx',
    [
      'tsx',
      'scripts/users.ts',
      'create',
      username,
      `${username}@example.com`,
      '--password',
      password,
    ],
    {
      env: { ...process.env, DATABASE_URL: `sqlite:${join(process.env.E2E_DATA_DIR!, 'app.db')}` },
      stdio: 'pipe',
    },
  );
  return { username, password };
}

/** Runs axe-core on the loaded screen and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * A second admin ("chief-…" unless named), made by the signed-in `admin` page and signed in in a
 * browser context of its own: a colleague at another desk.
 */
export async function colleaguePage(
  admin: Page,
  browser: Browser,
  testInfo: TestInfo,
  prefix = 'chief',
) {
  const username = `${prefix}-${unique()}`;
  const password = `${username}-password`;
  await api(admin, 'POST', '/api/v1/users', {
    username,
    email_address: `${username}@example.com`,
    role: 'admin',
    password,
  });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await signInByApi(context.request, username, password);
  return { chief: await context.newPage(), username };
}
