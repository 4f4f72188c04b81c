import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createPage,
  escapeRegExp,
  latestPosts,
  readMoreLink,
  recordDialogs,
  unique,
  waitForLatestPosts,
  type ApiPage,
} from './support';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const JS_LINK = '[click](javascript:alert(1))';

/** Nothing the payloads could have become: no image "x", no javascript: link, no injected script. */
async function expectNothingInjected(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  const scripts = await page
    .locator(`script:not(${DATA_BLOCKS})`)
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  expect(scripts.filter((text) => text.includes('alert('))).toEqual([]);
  // A post's JSON-LD and its record (data blocks, never run) name its title and hold its text:
  // the payload must stay inside a JSON string there, each block whole, with no element of its own.
  const blocks = await page
    .locator(DATA_BLOCKS)
    .evaluateAll((nodes) =>
      nodes.map((n) => ({ text: n.textContent ?? '', children: n.children.length })),
    );
  for (const block of blocks) {
    expect(block.children).toBe(0);
    expect(() => JSON.parse(block.text) as unknown).not.toThrow();
    expect(block.text).not.toContain('</script');
  }
}

/** The document's data blocks: a post's JSON-LD and its record (src/server/web/page-head.ts). */
const DATA_BLOCKS = 'script[type="application/ld+json"], script[type="application/json"]';

test.describe('XSS payloads in a page never run and show as text', () => {
  let xss: ApiPage;
  let run: string;

  test.beforeEach(async ({ adminPage }) => {
    run = unique();
    xss = await createPage(
      adminPage,
      `XSS ${run} ${IMG} ${SCRIPT}`,
      [`Image: ${IMG}`, '', `Script: ${SCRIPT}`, '', `Link: ${JS_LINK}`, '', `End ${run}`].join(
        '\n',
      ),
    );
    // The rest is a signed-out visitor's view.
    await adminPage.context().clearCookies();
  });

  test('on the page view', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto(`/${xss.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xss.title);
    const article = page.getByRole('article');
    await expect(article.getByText(`Image: ${IMG}`, { exact: true })).toBeVisible();
    await expect(article.getByText(`Script: ${SCRIPT}`, { exact: true })).toBeVisible();
    await expect(article.getByText(`Link: ${JS_LINK}`, { exact: true })).toBeVisible();
    await expect(article.getByRole('link', { name: 'click' })).toHaveCount(0);
    await expectNothingInjected(page);
    // The record the server wrote beside the article is the page's, its payloads as text.
    const record = JSON.parse((await page.locator('#served-page').textContent()) ?? 'null');
    expect(record).toMatchObject({ id: xss.id, title: xss.title });
    // Give any deferred handler (an image error, a timer) a moment to fire before concluding.
    await page.waitForTimeout(500);
    expect(dialogs, 'no alert may fire').toEqual([]);
  });

  test("on the homepage's latest posts", async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/');
    await waitForLatestPosts(page);
    const card = latestPosts(page)
      .getByRole('listitem')
      .filter({ hasText: `XSS ${run}` });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(xss.title);
    await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(readMoreLink(card, xss.title)).toHaveAttribute('href', `/${xss.slug}`);
    await expectNothingInjected(page);

    // Read more leads to the page, still inert.
    await card.getByRole('link', { name: /^Read more/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${xss.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xss.title);
    await expect(page.getByText(`Link: ${JS_LINK}`, { exact: true })).toBeVisible();
    await expectNothingInjected(page);
    await page.waitForTimeout(500);
    expect(dialogs, 'no alert may fire').toEqual([]);
  });

  test('in the document title and meta description', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto(`/${xss.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xss.title);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(xss.title)}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`End ${run}`),
    );
    await expectNothingInjected(page);
    expect(dialogs, 'no alert may fire').toEqual([]);
  });
});
