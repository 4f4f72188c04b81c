import { join } from 'node:path';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

/** An item that falls to its low-stock threshold: every admin hears of it. */
async function lowStock(page: Parameters<typeof api>[0], name: string) {
  const item = (await api(page, 'POST', '/api/v1/inventory', {
    item: { name, quantity: 5, low_stock_threshold: 2 },
  })) as { id: number };
  await api(page, 'PUT', `/api/v1/inventory/${item.id}`, {
    item: { name, quantity: 1, low_stock_threshold: 2 },
  });
  return item;
}

test(
  'the bell hears of low stock live, without a reload; its panel links to the item and marks read',
  POSTGRES_SMOKE,
  async ({ adminPage: page, browser }, testInfo) => {
    // Two browsers, axe and a screenshot at two widths: more than a form's round trip.
    test.slow();
    await page.goto('/dashboard/overview');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    // Someone else (another browser, signed in as well) makes an item run low.
    const other = await browser.newContext();
    await other.addCookies(await page.context().cookies());
    const elsewhere = await other.newPage();
    const name = `Cable ties ${unique()}`;
    const item = await lowStock(elsewhere, name);
    await lowStock(elsewhere, `${name} (spare)`);
    await other.close();

    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await bell.click();
    const panel = page.locator('.bell__panel');
    const link = panel.getByRole('link', { name: new RegExp(`${name} is low on stock: 1`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName(
      `Unread: ${name} is low on stock: 1 left (threshold 2)`,
    );
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const file = `notifications-${width}.png`;
      const dir = process.env.SHOTS_DIR;
      const path = dir ? join(dir, file) : testInfo.outputPath(file);
      await page.screenshot({ path });
      await testInfo.attach(file, { path, contentType: 'image/png' });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    }
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/inventory/${item.id}$`));
    await bell.click();
    await expect(link).toHaveAccessibleName(`${name} is low on stock: 1 left (threshold 2)`);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
  },
);
