import type { Page } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { measureLongList, observeLongTasks } from './list-measure';
import { expectNoAxeViolations, unique } from './support';

const ROWS = 500;

/** 500 clients whose names share a prefix no other test uses, created through the API. */
async function seedClients(page: Page, prefix: string) {
  const names = Array.from(
    { length: ROWS },
    (_, i) => `${prefix} ${String(i + 1).padStart(3, '0')}`,
  );
  for (let i = 0; i < names.length; i += 25) {
    await Promise.all(
      names
        .slice(i, i + 25)
        .map((name) =>
          api(page, 'POST', '/api/v1/clients', { client: { organization_name: name } }),
        ),
    );
  }
  return names;
}

test('a 500-row list renders, every row is reachable by scrolling; long tasks are reported', async ({
  adminPage: page,
}, testInfo) => {
  test.setTimeout(120_000);
  const prefix = `Long list ${unique()}`;
  const names = await seedClients(page, prefix);
  await observeLongTasks(page);
  await page.goto(`/dashboard/clients?q=${encodeURIComponent(prefix)}`);
  const list = page.getByRole('list', { name: 'Clients' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText('500 clients')).toBeVisible();

  const figures = await measureLongList(page, 'Clients', ROWS);

  // The page is windowed: every row rendered says it is one of 500. Scrolling reached the last.
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(ROWS));
  expect(await rows.count()).toBeLessThan(ROWS);
  await expect(page).toHaveURL(/[?&]size=500/);
  const last = list.getByRole('link', { name: names.at(-1) });
  await expect(last).toBeInViewport();
  await expect(last.locator('xpath=ancestor::li')).toHaveAttribute('aria-posinset', String(ROWS));

  // Back at the top, Tab walks on from row to row past the rows first rendered, and back: two
  // stops a row, its checkbox and its link.
  await page.evaluate(() => window.scrollTo(0, 0));
  await list.getByRole('link', { name: names[0] }).focus();
  for (let i = 0; i < 80; i += 1) await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: names[40] })).toBeFocused();
  await expect(list.getByRole('link', { name: names[40] })).toBeInViewport();
  await page.keyboard.press('Shift+Tab');
  await expect(list.getByRole('checkbox', { name: `Select ${names[40]}` })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(list.getByRole('link', { name: names[39] })).toBeFocused();
  await expectNoAxeViolations(page);

  const line = JSON.stringify({ rows: ROWS, ...figures });
  console.log(`long list: ${line}`);
  testInfo.annotations.push({ type: 'performance', description: line });
});
