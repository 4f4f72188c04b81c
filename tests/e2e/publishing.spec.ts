import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { latestPosts, unique, waitForLatestPosts } from './support';

/**
 * What a visitor (a fresh context, no session) sees of a page: whether the homepage's Latest posts
 * name it, the heading of its own URL, and the API's answer for it.
 */
async function visitorSees(
  browser: Browser,
  baseURL: string | undefined,
  id: number,
  title: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await waitForLatestPosts(page);
  const onHome = (await latestPosts(page).innerText()).includes(title);
  await page.goto(`/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('');
  const seen = { onHome, heading: await heading.innerText(), api: 0 };
  seen.api = (await page.request.get(`/api/v1/pages/${id}`)).status();
  await context.close();
  return seen;
}

/** The page's row in the dashboard's list, found by its title. */
async function listBadge(page: Page, title: string) {
  await page.goto(`/dashboard/pages?q=${encodeURIComponent(title)}`);
  return page.getByRole('article', { name: title }).locator('.kit-badge');
}

/** A datetime-local value `ms` from now, in the browser's own time zone. */
const localIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, ms);

test('a draft stays off the homepage, is scheduled, then published for visitors', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const title = `Launch ${unique()}`;
  await page.goto('/dashboard/pages/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('Coming **soon**');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Draft saved!' });
  await expect(notice).toBeVisible();
  const href = await notice.getByRole('link', { name: 'View page' }).getAttribute('href');
  const id = Number(href?.slice(1));
  expect(id).toBeGreaterThan(0);

  const hidden = { onHome: false, heading: '404 Page not found', api: 404 };
  expect(await visitorSees(browser, baseURL, id, title)).toEqual(hidden);
  await expect(await listBadge(page, title)).toHaveText('Draft');

  // Scheduled well ahead, so the badge is read before the time comes.
  await page.goto(`/dashboard/pages/edit/${id}`);
  await expect(page.locator('.page-form__state')).toHaveText('Draft');
  await page.getByLabel('Publish at').fill(await localIn(page, 60_000));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page updated!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${id}$`));
  await expect(await listBadge(page, title)).toHaveText(/^Scheduled for .+/);
  expect(await visitorSees(browser, baseURL, id, title)).toEqual(hidden);

  await page.goto(`/dashboard/pages/edit/${id}`);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page updated!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${id}$`));
  await expect(await listBadge(page, title)).toHaveText('Published');
  // Other tests add pages meanwhile, so Latest posts may already have moved past this one: the
  // page itself and the API are what a visitor is sure to find.
  const shown = await visitorSees(browser, baseURL, id, title);
  expect([shown.heading, shown.api]).toEqual([title, 200]);
});

test('a tab closed before saving offers its text back in the next editor', async ({
  adminPage: page,
}) => {
  const title = `Unsaved ${unique()}`;
  await page.goto('/dashboard/pages/new');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Draft saved!' });
  const href = await notice.getByRole('link', { name: 'View page' }).getAttribute('href');
  const editor = `/dashboard/pages/edit${href}`;

  const first = await page.context().newPage();
  await first.goto(editor);
  await first.getByLabel('Content').fill('Words typed and never saved');
  await expect
    .poll(() => first.evaluate(() => JSON.stringify(Object.assign({}, localStorage))))
    .toContain('Words typed and never saved');
  await first.close();

  const second = await page.context().newPage();
  await second.goto(editor);
  await expect(second.getByText(/^Restore unsaved changes from .+\?$/)).toBeVisible();
  await expect(second.getByLabel('Content')).toHaveValue('');
  await second.getByRole('button', { name: 'Restore' }).click();
  await expect(second.getByLabel('Content')).toHaveValue('Words typed and never saved');
  await second.close();
});
