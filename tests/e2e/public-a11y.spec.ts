import { PUBLIC_PATHS } from '../../src/shared/public-routes';
import { expect, test } from './fixtures';
import {
  createPage,
  expectNoAxeViolations,
  unique,
  waitForLatestPosts,
  waitForScreen,
} from './support';

// Every fixed public route (/, /services and its subroutes, /portfolio and its cases, /people and
// each person, /login), plus /register.
const ROUTES = [...PUBLIC_PATHS, '/register'];

test.describe('axe-core finds no violations', () => {
  for (const path of ROUTES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForScreen(page);
      if (path === '/') await waitForLatestPosts(page);
      await expectNoAxeViolations(page);
    });
  }

  test('a page /{id} with Markdown content', async ({ adminPage: page }) => {
    const created = await createPage(
      page,
      `Accessible page ${unique()}`,
      [
        'An introduction with **bold**, _italic_ and `code`.',
        '',
        '# A heading',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '> A quotation.',
        '',
        'A [link to the services](/services) and one [elsewhere](https://example.com).',
        '',
        '```',
        'const answer = 42;',
        '```',
      ].join('\n'),
    );
    await page.context().clearCookies();
    await page.goto(`/${created.id}`);
    await waitForScreen(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(created.title);
    await expect(page.getByRole('heading', { level: 2, name: 'A heading' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the 404 view', async ({ page }) => {
    await page.goto(`/no-such-place-${unique()}`);
    await waitForScreen(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page not found');
    await expectNoAxeViolations(page);
  });
});
