import { expect, test } from './fixtures';
import { createPage, unique } from './support';

/**
 * A published post comes rendered in its document (src/server/web/page-answers.ts): its largest
 * text paints from the HTML, before any script, and the app hydrates it from the record beside it
 * instead of asking the API for the page again.
 */
test('a post is in its document: readable with no script, hydrated without asking again', async ({
  adminPage,
  browser,
}) => {
  const title = `Served ${unique()}`;
  // A heading of the content is one level below the title (markdown.tsx).
  const post = await createPage(adminPage, title, '# A heading\n\nThe body, **served** whole.');

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(`/${post.slug}`);
  await expect(still.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(still.getByRole('heading', { level: 2, name: 'A heading' })).toBeVisible();
  await expect(still.getByText('The body, served whole.')).toBeVisible();
  await expect(still.getByText('Loading the page…')).toHaveCount(0);
  await noScript.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/pages')) asked.push(request.url());
  });
  await page.goto(`/${post.slug}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The Markdown renderer's chunk arrives after hydration: the server's article stays meanwhile.
  await expect(page.locator('.page-view__content strong')).toHaveText('served');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);

  // Away and back within the app: the page is the one served, still whole.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('The body, served whole.')).toBeVisible();
  await context.close();
});
