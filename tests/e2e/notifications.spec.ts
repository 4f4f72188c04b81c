import { join } from 'node:path';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { colleaguePage, expectNoAxeViolations, unique } from './support';

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

test(
  'a mention picked from the suggestions reaches the colleague’s bell live, in another browser',
  POSTGRES_SMOKE,
  async ({ adminPage: page, browser }, testInfo) => {
    test.slow(); // two browsers, each with its dashboard
    const { chief, username } = await colleaguePage(page, browser, testInfo);
    await chief.goto('/dashboard/my-work');
    const bell = chief.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    const client = (await api(page, 'POST', '/api/v1/clients', {
      client: { organization_name: `Harbour ${unique()}` },
    })) as { id: number };
    await page.goto(`/dashboard/clients/${client.id}`);
    const card = page.getByRole('region', { name: 'Comments' });
    const text = card.getByRole('textbox', { name: 'New comment' });
    await text.fill('The cameras go on the north wall. ');
    await text.press('End');
    await text.pressSequentially(`@${username}`);
    const suggestions = card.getByRole('listbox', { name: 'Staff to mention' });
    await expect(suggestions.getByRole('option', { name: `@${username}` })).toBeVisible();
    await text.press('Enter');
    await text.pressSequentially('can you confirm?');
    await text.press('Control+Enter');
    await expect(card.getByRole('listitem', { name: /^Comment by/ }).last()).toContainText(
      `@${username} can you confirm?`,
    );

    // The colleague's dashboard hears of it without a reload, and the bell leads to the client.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const link = chief.locator('.bell__panel').getByRole('link', { name: /mentioned you/ });
    await expect(link).toContainText('The cameras go on the north wall.');
    await link.click();
    await expect(chief).toHaveURL(new RegExp(`/dashboard/clients/${client.id}$`));
    await expect(bell).toHaveAccessibleName('Notifications');
    await chief.context().close();
  },
);

test('My account: which notifications also come by email, chosen by keyboard', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const { chief } = await colleaguePage(page, browser, testInfo, 'mailer');
  for (const width of [375, 1280]) {
    await chief.setViewportSize({ width, height: 900 });
    await chief.goto('/dashboard/account');
    const card = chief.getByRole('region', { name: 'Notifications' });
    await expect(card.getByText(/This server does not send mail yet/)).toBeVisible();
    const file = `notification-choices-${width}.png`;
    const dir = process.env.SHOTS_DIR;
    const path = dir ? join(dir, file) : testInfo.outputPath(file);
    await card.screenshot({ path });
    await testInfo.attach(file, { path, contentType: 'image/png' });
    const scrollWidth = await chief.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  }
  const card = chief.getByRole('region', { name: 'Notifications' });
  const mention = card.getByRole('checkbox', { name: 'Someone mentions me in a comment' });
  await mention.focus();
  await chief.keyboard.press('Space');
  await expect(mention).toBeChecked();
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(chief.getByText('Notification choices saved')).toBeVisible();
  await expectNoAxeViolations(chief);
  await chief.reload();
  await expect(
    chief.getByRole('checkbox', { name: 'Someone mentions me in a comment' }),
  ).toBeChecked();
  await expect(chief.getByRole('checkbox', { name: 'A task is assigned to me' })).not.toBeChecked();
  await chief.context().close();
});
