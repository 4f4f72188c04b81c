import type { Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../../src/shared/public-routes';
import { expect, test } from './fixtures';
import { createPage, unique } from './support';

/**
 * On a slow phone the session check and the latest posts can answer before hydration is done.
 * The first client render must still match the prerendered HTML (no React error #418), signed in
 * or out, with the real state applied after hydration.
 */
async function visitThrottled(page: Page, signedIn: boolean, posts: readonly string[]) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  // A post too, by slug and by id: the server's page document, its frame prerendered.
  for (const path of [...PUBLIC_PATHS, ...posts]) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    if (path === '/login' && signedIn) await expect(page).toHaveURL(/\/dashboard/);
    else {
      const account = page
        .getByRole('banner')
        .getByRole('link', { name: signedIn ? 'Dashboard' : 'Log in', exact: true });
      await expect(account).toHaveAttribute('href', signedIn ? '/dashboard' : '/login');
    }
  }
  expect(errors).toEqual([]);
}

test.describe('hydration at 8× CPU throttling', () => {
  test.setTimeout(240_000);

  const post = async (adminPage: Page) => {
    const created = await createPage(adminPage, `Hydrated ${unique()}`, 'A post, hydrated.');
    return [`/${created.slug}`, `/${created.id}`];
  };

  test('signed out: every public route hydrates without an error', async ({ page, adminPage }) => {
    const posts = await post(adminPage);
    // The admin's context may be this page's: signed out again.
    await adminPage.context().clearCookies();
    await visitThrottled(page, false, posts);
  });

  test('signed in: every public route hydrates without an error', async ({ adminPage }) => {
    const posts = await post(adminPage);
    // Signed in already, with the worker's admin session: signing in again would end it (a
    // sign-in replaces the session it is sent with) under the worker's other tests.
    await visitThrottled(adminPage, true, posts);
  });
});
