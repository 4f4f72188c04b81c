import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { Client } from '../../src/shared/resources/clients';
import { guardCell } from '../../src/server/csv';
import { api, expect, test } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

// Stock movements, low stock and the lists' CSV export (issue 26), against the real server.

interface ApiItem {
  id: number;
  name: string;
  quantity: number;
}

const createItem = async (page: Page, name: string, quantity: number, threshold: number | null) =>
  (await api(page, 'POST', '/api/v1/inventory', {
    item: { name, specification: 'M6', quantity, low_stock_threshold: threshold },
  })) as ApiItem;

/** Waits until nothing on the screen is loading. */
async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .route-loading, .skeleton')).toHaveCount(0);
}

const adjust = (page: Page) => page.getByRole('region', { name: 'Adjust stock' });
const movements = (page: Page) =>
  page.getByRole('region', { name: 'Stock movements' }).getByRole('listitem');
const history = (page: Page) =>
  page.getByRole('region', { name: 'History' }).getByRole('list', { name: 'History' });

test('an item’s stock: 2 used on a project, its movement, its history, the project’s Stock used', async ({
  adminPage: page,
}) => {
  const item = await createItem(page, `Bolts ${unique()}`, 10, 8);
  const project = (await api(page, 'POST', '/api/v1/projects', {
    project: { name: `Mast ${unique()}`, description: '' },
  })) as { id: number; name: string };
  await page.goto(`/dashboard/inventory/${item.id}`);
  await loaded(page);
  await expect(adjust(page).getByText('Quantity:')).toContainText('Quantity: 10');
  // Its first movement: the quantity it was created with.
  await expect(movements(page)).toHaveCount(1);
  await expect(movements(page).first()).toContainText('+10CountedQuantity after: 10 · admin');

  await adjust(page).getByLabel('Amount', { exact: true }).fill('-2');
  await adjust(page).getByLabel('Reason').selectOption({ label: 'Used' });
  const projectField = adjust(page).getByLabel('Project', { exact: true });
  await expect(projectField.getByRole('option', { name: project.name })).toBeAttached();
  await projectField.selectOption({ label: project.name });
  await adjust(page).getByLabel('Note').fill('For the mast');
  // Saved from the keyboard: Enter on the button.
  await adjust(page).getByRole('button', { name: 'Save adjustment' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Stock adjusted: now 8' })).toBeVisible();
  await expect(adjust(page).getByText('Quantity:')).toContainText('Quantity: 8');
  // At its threshold now: low on stock.
  await expect(adjust(page).getByText('Low stock', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('8');
  await expect(movements(page)).toHaveCount(2);
  await expect(movements(page).first()).toContainText(
    `−2Used for ${project.name}For the mastQuantity after: 8 · admin · just now`,
  );
  await expect(movements(page).first().getByRole('link', { name: project.name })).toHaveAttribute(
    'href',
    `/dashboard/projects/${project.id}`,
  );
  await expect(history(page).getByRole('listitem').first()).toContainText(
    'admin changed Quantity from 10 to 8',
  );
  await expect(adjust(page).getByLabel('Amount', { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);

  // The details form took the new version: a save after the adjustment is not a conflict.
  await page.getByLabel('Specification').fill('M6 × 20');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();

  await movements(page).first().getByRole('link', { name: project.name }).click();
  const used = page.getByRole('region', { name: 'Stock used' });
  await expect(used.getByRole('row').nth(1)).toHaveText(`${item.name}Inventory item2`);
  await used.getByRole('link', { name: item.name }).click();
  await expect(page).toHaveURL(`/dashboard/inventory/${item.id}`);
});

test('the details form shows the quantity read-only; Adjust stock beside it leads to the amount', async ({
  adminPage: page,
}, testInfo) => {
  const item = await createItem(page, `Nuts ${unique()}`, 1250, null);
  await page.goto(`/dashboard/inventory/${item.id}`);
  await loaded(page);
  const quantity = page.getByLabel('Quantity', { exact: true });
  await expect(quantity).toHaveValue('1,250');
  await expect(quantity).not.toBeEditable();
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(adjust(page).getByLabel('Amount', { exact: true })).toBeFocused();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const path = testInfo.outputPath(`stock-read-only-quantity-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`stock-read-only-quantity-${width}.png`, {
      path,
      contentType: 'image/png',
    });
  }
  // A save of the other fields sends no quantity: no movement is recorded.
  await page.getByLabel('Specification').fill('M8');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(movements(page)).toHaveCount(1);
});

test('a movement that would go below zero is refused under the amount, saying how many are left', async ({
  adminPage: page,
}) => {
  const item = await createItem(page, `Washers ${unique()}`, 3, null);
  await page.goto(`/dashboard/inventory/${item.id}`);
  await loaded(page);
  await adjust(page).getByLabel('Amount', { exact: true }).fill('-5');
  await adjust(page).getByLabel('Reason').selectOption({ label: 'Damaged or lost' });
  await adjust(page).getByRole('button', { name: 'Save adjustment' }).click();
  await expect(adjust(page).getByText('Amount would take 5, but only 3 are left')).toBeVisible();
  await expect(adjust(page).getByLabel('Amount', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(adjust(page).getByLabel('Amount', { exact: true })).toBeFocused();
  await expect(adjust(page).getByText('Quantity:')).toContainText('Quantity: 3');
  await expect(movements(page)).toHaveCount(1);

  // After a count: set to 0 is fine.
  await adjust(page).getByRole('radio', { name: 'To a count' }).check();
  await adjust(page).getByLabel('Counted quantity').fill('0');
  await adjust(page).getByLabel('Reason').selectOption({ label: 'Counted' });
  await adjust(page).getByRole('button', { name: 'Save adjustment' }).click();
  await expect(movements(page)).toHaveCount(2);
  await expect(movements(page).first()).toContainText('−3CountedQuantity after: 0 · admin');
});

test('the low-stock filter: the overview’s count leads to the list showing only what is low', async ({
  adminPage: page,
}) => {
  const tag = unique();
  const low = await createItem(page, `Cable ${tag} low`, 2, 5);
  const plenty = await createItem(page, `Cable ${tag} plenty`, 50, 5);
  const none = await createItem(page, `Cable ${tag} unwatched`, 0, null);
  await page.goto('/dashboard/overview');
  await page.getByRole('link', { name: /^\d+ items? low on stock$/ }).click();
  await expect(page).toHaveURL('/dashboard/inventory?low_stock=true');
  await expect(page.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();

  await page.getByLabel('Search items').fill(tag);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveText(`${low.name}M6Quantity: 2 Low stock`);

  await page.getByRole('checkbox', { name: 'Low stock only' }).uncheck();
  await expect(page).not.toHaveURL(/low_stock/);
  await expect(cards).toHaveCount(3);
  for (const name of [plenty.name, none.name])
    await expect(cards.filter({ hasText: name }).getByText('Low stock')).toHaveCount(0);
});

test('Export CSV on the clients list downloads exactly the clients the search selects', async ({
  adminPage: page,
}) => {
  const tag = `Exported ${unique()}`;
  // Commas, quotes and accents, which a CSV must keep inside their cells.
  const names = [`${tag} Acme, Inc.`, `${tag} “Zeta” AS`, `${tag} Ærø "Bryggen"`];
  for (const [i, name] of names.entries())
    await api(page, 'POST', '/api/v1/clients', {
      client: {
        ...{ organization_name: name, city: 'Oslo', phone_number: `+47 555 010${i}` },
        website: i === 0 ? 'https://acme.example/' : '',
      },
    });
  const other = `Not exported ${unique()}`;
  await api(page, 'POST', '/api/v1/clients', { client: { organization_name: other } });

  await page.goto('/dashboard/clients');
  await page.getByLabel('Search clients').fill(tag);
  await expect(page.getByText('3 clients', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clients-\d{4}-\d\d-\d\d\.csv$/);
  const rows = parse(await readFile((await file.path())!), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];

  const answer = await page.request.get(`/api/v1/clients?q=${encodeURIComponent(tag)}&limit=500`);
  const clients = (await answer.json()) as (Client & { updated_at?: string })[];
  expect(clients).toHaveLength(3);
  const today = new Date().toISOString().slice(0, 10);
  // A text cell a spreadsheet would run as a formula starts with a quote; a phone number's
  // leading + is none, so the phones leave as typed.
  const cell = guardCell;
  expect(rows).toEqual(
    clients.map((client) => ({
      'Name of organization': cell(client.organization_name),
      'Contact phone': cell(client.phone_number),
      'Contact email': cell(client.email_address),
      Website: cell(client.website),
      'Location (Country)': cell(client.country),
      'Location (State)': cell(client.state),
      'Location (City)': cell(client.city),
      'Location (Street)': cell(client.street),
      Projects: String(client.projects.length),
      'Last changed': client.updated_at?.slice(0, 10) ?? today,
      // What an edited copy of the file updates on import, and the version it was exported at.
      ID: String(client.id),
      Version: '1',
    })),
  );
  expect(rows.map((row) => row['Name of organization']).sort()).toEqual([...names].sort());
  expect(rows.map((row) => row['Contact phone']).sort()).toEqual([
    '+47 555 0100',
    '+47 555 0101',
    '+47 555 0102',
  ]);
});
