import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { colleaguePage, expectNoAxeViolations, unique } from './support';

// Saved views (ADR 0035): a list's search, filters and sort kept under a name, one's own or
// shared with all staff, shown above the list and in the Ctrl-K palette. Each test's views are a
// colleague's of its own ("saver-…"), so the seeded admin's lists in other specs show none.

const views = (page: Page, plural: string) =>
  page.getByRole('navigation', { name: `Saved views of ${plural}` });
const chip = (page: Page, plural: string, name: string) =>
  views(page, plural).getByRole('link', { name: new RegExp(`^${name}`) });
/** The views bar's one button: "Save view", or "Edit view" on a view one may change. */
const viewButton = (page: Page, plural: string) =>
  views(page, plural).getByRole('button', { name: /^(Save|Edit) view$/ });
const dialog = (page: Page) => page.getByRole('dialog');
/** Resolves once the page has its saved views (GET /api/v1/views answered). */
const viewsLoaded = (page: Page) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/views');

async function shot(page: Page, testInfo: TestInfo, file: string) {
  const dir = process.env.SHOTS_DIR;
  const path = dir ? join(dir, file) : testInfo.outputPath(file);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(file, { path, contentType: 'image/png' });
}

test(
  'a saved view: kept by keyboard above its list, opened again, renamed and deleted',
  POSTGRES_SMOKE,
  async ({ adminPage: admin, browser }, testInfo) => {
    test.slow(); // a colleague's dashboard, axe and two widths
    const tag = `Stock ${unique()}`;
    // Two items low on stock, one not.
    for (const [name, quantity] of [
      ['Anchors', 1],
      ['Bolts', 40],
      ['Cables', 0],
    ] as const)
      await api(admin, 'POST', '/api/v1/inventory', {
        item: { name: `${tag} ${name}`, quantity, low_stock_threshold: 2 },
      });
    const { chief } = await colleaguePage(admin, browser, testInfo, 'saver');
    const lowFirst = [`${tag} Cables`, `${tag} Anchors`];
    const cards = chief.locator('.catalog-card__name');

    await chief.goto(`/dashboard/inventory?q=${encodeURIComponent(tag)}`);
    await expect(chief.getByText('3 items', { exact: true })).toBeVisible();
    await chief.getByLabel('Low stock only').check();
    const sorts = chief.getByRole('group', { name: 'Sort items' });
    await sorts.getByRole('button', { name: 'Quantity' }).click();
    await expect(cards).toHaveText(lowFirst);

    // Saved by keyboard: the name takes the focus, Enter saves, the focus comes back.
    const button = viewButton(chief, 'items');
    await expect(button).toHaveText('Save view');
    await button.focus();
    await chief.keyboard.press('Enter');
    await expect(dialog(chief).getByLabel('Name')).toBeFocused();
    await chief.keyboard.type('Low stock, by quantity');
    await chief.keyboard.press('Enter');
    await expect(dialog(chief)).toBeHidden();
    await expect(chief.getByText('View “Low stock, by quantity” saved')).toBeVisible();
    const lowStock = chip(chief, 'items', 'Low stock, by quantity');
    await expect(lowStock).toHaveAttribute('aria-current', 'page');
    // The same button now edits the view shown, and has the focus again.
    await expect(button).toHaveText('Edit view');
    await expect(button).toBeFocused();

    // The whole list, then the view: its search, filter and sort come back.
    await chip(chief, 'items', 'All items').click();
    await expect(chief).toHaveURL(/\/dashboard\/inventory$/);
    await expect(chip(chief, 'items', 'All items')).toHaveAttribute('aria-current', 'page');
    await expect(lowStock).not.toHaveAttribute('aria-current', 'page');
    await lowStock.click();
    await expect(cards).toHaveText(lowFirst);
    await expect(chief.getByLabel('Low stock only')).toBeChecked();
    await expect(chief.getByLabel('Search items')).toHaveValue(tag);
    await expect(sorts.getByRole('button', { name: 'Quantity, sorted ascending' })).toBeVisible();
    await expectNoAxeViolations(chief);

    // Renamed in its dialog, seen at a phone's width and a desk's.
    await button.click();
    await dialog(chief).getByLabel('Name').fill('Running low');
    await dialog(chief).getByRole('button', { name: 'Save changes' }).click();
    await expect(chip(chief, 'items', 'Running low')).toHaveAttribute('aria-current', 'page');
    for (const width of [375, 1280]) {
      await chief.setViewportSize({ width, height: 900 });
      await button.click();
      await expect(dialog(chief).getByLabel('Name')).toHaveValue('Running low');
      await shot(chief, testInfo, `saved-views-${width}.png`);
      const scrollWidth = await chief.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await chief.keyboard.press('Escape');
      await expect(button).toBeFocused();
    }
    await expectNoAxeViolations(chief);

    // Deleted, asked first: the safe choice has the focus.
    await button.click();
    await dialog(chief).getByRole('button', { name: 'Delete view' }).click();
    const ask = chief.getByRole('alertdialog', { name: 'Delete this view?' });
    await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await ask.getByRole('button', { name: 'Delete view' }).click();
    await expect(chief.getByText('View “Running low” deleted')).toBeVisible();
    await expect(button).toHaveText('Save view');
    await expect(views(chief, 'items').getByRole('link')).toHaveCount(0);
    // The list itself stays as it was.
    await expect(cards).toHaveText(lowFirst);
    await chief.context().close();
  },
);

test(
  'a shared view: every staff member sees and opens it, in the list and the palette; only its owner changes it',
  POSTGRES_SMOKE,
  async ({ adminPage: admin, browser }, testInfo) => {
    test.slow(); // two colleagues, each with a dashboard
    const tag = `Shared ${unique()}`;
    for (const [name, city] of [
      ['Aker', 'Bergen'],
      ['Brim', 'Tromsø'],
      ['Coda', 'Oslo'],
    ])
      await api(admin, 'POST', '/api/v1/clients', {
        client: { organization_name: `${tag} ${name}`, city },
      });
    const { chief, username } = await colleaguePage(admin, browser, testInfo, 'saver');
    const { chief: colleague } = await colleaguePage(admin, browser, testInfo, 'viewer');
    const byCityLastFirst = [`${tag} Brim`, `${tag} Coda`, `${tag} Aker`];
    // A private view beside it, which the colleague must never see.
    await api(chief, 'POST', '/api/v1/views', {
      view: { resource: 'clients', name: `${tag} private`, query: 'sort=country' },
    });

    // The owner sorts by city, last first, and saves it shared with all staff.
    await chief.goto(`/dashboard/clients?q=${encodeURIComponent(tag)}`);
    const sorts = chief.getByRole('group', { name: 'Sort clients' });
    await sorts.getByRole('button', { name: 'City' }).click();
    await sorts.getByRole('button', { name: 'City, sorted ascending' }).click();
    await expect(chief.locator('.kit-row__title')).toHaveText(byCityLastFirst);
    await viewButton(chief, 'clients').click();
    await dialog(chief).getByLabel('Name').fill(`${tag} by city`);
    await dialog(chief).getByLabel('Shared with all staff').check();
    await dialog(chief).getByRole('button', { name: 'Save view' }).click();
    const own = chip(chief, 'clients', `${tag} by city`);
    await expect(own).toHaveAttribute('aria-current', 'page');
    await expect(own).toContainText('Shared');

    // The colleague: the shared view, named as its owner's; not the private one.
    let loaded = viewsLoaded(colleague);
    await colleague.goto('/dashboard/clients');
    await loaded;
    const shared = chip(colleague, 'clients', `${tag} by city`);
    await expect(shared).toContainText(`by ${username}`);
    await expect(chip(colleague, 'clients', `${tag} private`)).toHaveCount(0);
    await shared.click();
    await expect(colleague.locator('.kit-row__title')).toHaveText(byCityLastFirst);
    await expect(shared).toHaveAttribute('aria-current', 'page');
    // Not theirs to change: their button saves a view of their own, and the API says no.
    await expect(viewButton(colleague, 'clients')).toHaveText('Save view');
    const listed = await colleague.request.get('/api/v1/views?resource=clients');
    const seen = (await listed.json()) as { id: number; name: string }[];
    expect(seen.map((v) => v.name)).not.toContain(`${tag} private`);
    const theirs = seen.find((v) => v.name === `${tag} by city`)!;
    const xsrf = (await colleague.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!;
    const put = await colleague.request.put(`/api/v1/views/${theirs.id}`, {
      data: { view: { name: 'Mine now' } },
      headers: { 'X-XSRF-TOKEN': xsrf.value },
    });
    expect(put.status()).toBe(403);

    // In the palette, from another screen: "View: …", opened with Enter.
    await colleague.goto('/dashboard/overview');
    await expect(colleague.getByRole('heading', { level: 1 })).toBeVisible();
    await colleague.keyboard.press('Control+k');
    await colleague.keyboard.type(`view ${tag.split(' ')[1]}`);
    const option = colleague
      .getByRole('dialog', { name: 'Search the dashboard' })
      .getByRole('group', { name: 'Saved views' })
      .getByRole('option', { name: new RegExp(`^View: ${tag} by city`) });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await colleague.keyboard.press('Enter');
    await expect(colleague).toHaveURL(/\/dashboard\/clients\?q=.+&sort=-city$/);
    await expect(colleague.locator('.kit-row__title')).toHaveText(byCityLastFirst);
    await expectNoAxeViolations(colleague);

    // Its owner deletes it: gone for the colleague too, whose list stays as it is.
    await viewButton(chief, 'clients').click();
    await dialog(chief).getByRole('button', { name: 'Delete view' }).click();
    const ask = chief.getByRole('alertdialog', { name: 'Delete this view?' });
    await expect(ask).toContainText('for everyone it is shared with');
    await ask.getByRole('button', { name: 'Delete view' }).click();
    await expect(chief.getByText(`View “${tag} by city” deleted`)).toBeVisible();
    loaded = viewsLoaded(colleague);
    await colleague.reload();
    await loaded;
    await expect(colleague.locator('.kit-row__title')).toHaveText(byCityLastFirst);
    await expect(chip(colleague, 'clients', tag)).toHaveCount(0);
    await chief.context().close();
    await colleague.context().close();
  },
);
