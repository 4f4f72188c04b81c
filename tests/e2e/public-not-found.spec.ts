import type { Page } from '@playwright/test';
import { api, expect, test } from './fixtures';

/** Console errors and uncaught errors of a page (a hydration mismatch is one). */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

const notFound = (page: Page) =>
  page.getByRole('heading', { level: 1, name: '404 Page not found' });

test('an unknown path, service, case, person or page id answers 404 with the not-found page', async ({
  adminPage,
  browser,
}) => {
  // A page that existed: its id is unknown once it is deleted.
  const made = await api(adminPage, 'POST', '/api/v1/pages', { page: { title: 'Short-lived' } });
  await api(adminPage, 'DELETE', `/api/v1/pages/${made.id}`);

  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = errorsOf(page);
  try {
    for (const path of [
      '/no-such-page',
      '/services/nope',
      '/portfolio/nope',
      '/people/nobody',
      `/${made.id}`,
      '/2147483648',
    ]) {
      // The "Not Found" the server answers for a missing asset would be a console error of its own.
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(notFound(page), path).toBeVisible();
      await expect(page).toHaveTitle(/^Page not found/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // The app took the page over and still shows the not-found view, not a page it looked for.
      await expect(notFound(page), path).toBeVisible();
      await expect(page.getByText('Loading the page…')).toHaveCount(0);
    }
    // In its section, the section's link in the header is the current one, as after hydration.
    await page.goto('/services/nope');
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Services',
    });
    await expect(services).toHaveAttribute('aria-current', 'page');
    // Then the app moves on as usual.
    await services.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  } finally {
    await context.close();
  }
  // Navigation errors are logged as "Failed to load resource: … 404": those are the answers
  // under test, not errors of the page.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test('the paths the app knows still answer 200: the pages, a page that exists, the dashboard', async ({
  adminPage,
}) => {
  const made = await api(adminPage, 'POST', '/api/v1/pages', { page: { title: 'Still here' } });
  for (const path of ['/', '/services/cctv', '/privacy', `/${made.id}`, '/dashboard/pages']) {
    const response = await adminPage.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
  await adminPage.goto(`/${made.id}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Still here' })).toBeVisible();
  await api(adminPage, 'DELETE', `/api/v1/pages/${made.id}`);
});
