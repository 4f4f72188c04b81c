import { expect, test } from './fixtures';
import { WAITLIST_JOINED } from '../../src/shared/waitlist';
import {
  createPage,
  latestPostTitles,
  latestPosts,
  readMoreLink,
  unique,
  waitForLatestPosts,
  type ApiPage,
} from './support';

test('after seven new pages the homepage shows the six latest, newest first, and Read more opens one', async ({
  adminPage,
  browser,
}) => {
  const run = unique();
  const created: ApiPage[] = [];
  for (let n = 1; n <= 7; n += 1) {
    created.push(await createPage(adminPage, `Latest ${n} ${run}`, `Body of post ${n} ${run}.`));
  }
  // The six created last, in reverse creation order: 7, 6, 5, 4, 3, 2.
  const expected = created
    .slice(1)
    .reverse()
    .map((p) => p.title);

  // A signed-out visitor's view of the homepage.
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/');
    await waitForLatestPosts(page);
    await expect(latestPostTitles(page)).toHaveText(expected);
    await expect(latestPosts(page).getByRole('listitem')).toHaveCount(6);
    await expect(latestPosts(page)).not.toContainText(created[0]!.title);
    await expect(latestPosts(page).getByRole('link', { name: /^Read more/ })).toHaveCount(6);

    const newest = created[6]!;
    const readMore = readMoreLink(latestPosts(page), newest.title);
    // By its address (issue 37: clean URLs), loaded in the browser from its slug.
    await expect(readMore).toHaveAttribute('href', `/${newest.slug}`);
    await readMore.click();
    await expect(page).toHaveURL(new RegExp(`/${newest.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
    await expect(page.getByText(`Body of post 7 ${run}.`)).toBeVisible();
  } finally {
    await context.close();
  }
});

/**
 * The answer to a form sent from the homepage waits for the app, which starts after the first
 * paint and loads its chunks first: a ceiling, not a speed claim (under CI's two lanes on two
 * cores that passed the 5 s default).
 */
const APP_START = { timeout: 15_000 };

test.describe('the waitlist on the homepage', () => {
  test('accepts an address and says so', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.getByLabel('Email address').fill(`  waitlist-${unique()}@example.com `);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(form.getByRole('status')).toHaveText(WAITLIST_JOINED, APP_START);
    // The error area stays empty (and so out of sight).
    await expect(form.getByRole('alert')).toBeHidden();
    await expect(form.getByLabel('Email address')).toHaveValue('');
  });

  test('accepts an internationalised address (RFC 6531) as typed', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.getByLabel('Email address').fill(`zoë.${unique()}@exämple.com`);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(form.getByRole('status')).toHaveText(WAITLIST_JOINED, APP_START);
    await expect(form.getByRole('alert')).toBeHidden();
  });

  test('an address typed and sent before the app has started is kept and sent by it', async ({
    page,
  }) => {
    // The entry is held back until the visitor has typed and pressed the button: the page is
    // the prerendered HTML alone, and the inline loader must keep the form from the browser.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    const address = `early-${unique()}@example.com`;
    await form.getByLabel('Email address').fill(address);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect(form.getByRole('status')).toHaveText(WAITLIST_JOINED, APP_START);
    // Sent by the app (a POST), never by the browser as a GET with the address in the URL.
    expect(new URL(page.url()).search).toBe('');
  });

  test('refuses a malformed address with a message next to the field', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    const input = form.getByLabel('Email address');
    await input.fill('not-an-address');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(form.getByRole('alert')).toHaveText('Email address must be a valid email address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('status')).toBeHidden();
    // The address stays for the visitor to correct.
    await expect(input).toHaveValue('not-an-address');
  });
});

for (const width of [375, 1280]) {
  test(`a full-page screenshot of the homepage at ${width} px`, async ({
    adminPage: page,
  }, testInfo) => {
    // At least one post of our own, so the latest posts are never the empty state; then the
    // screenshot is a signed-out visitor's view.
    await createPage(page, `Screenshot ${unique()}`, 'A post for the screenshot.');
    await page.context().clearCookies();
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    await page.goto('/');
    await waitForLatestPosts(page);
    // Lazy images load once near the viewport: bring each into view, then wait for all of them.
    for (const image of await page.locator('img').all()) await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .locator('img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));

    const path = testInfo.outputPath(`home-${width}.png`);
    const shot = await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`home-${width}`, { path, contentType: 'image/png' });
    expect(shot.byteLength).toBeGreaterThan(10_000);
    // Nothing wider than the viewport: no horizontal scrolling on a phone or a laptop.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}
