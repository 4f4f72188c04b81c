import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

// The History card, the activity log, the trash and the Undo toast, and the stock screens and a
// list's Export CSV, at a phone's and a laptop's width: screenshots (SHOTS_DIR, else the test's
// output), no sideways scroll, no axe violations.

/** Waits until nothing on the screen is loading. */
async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .route-loading, .skeleton')).toHaveCount(0);
}

async function shoot(page: Page, testInfo: TestInfo, file: string, width: number) {
  const dir = process.env.SHOTS_DIR;
  const path = dir ? join(dir, file) : testInfo.outputPath(file);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(file, { path, contentType: 'image/png' });
  // Nothing wider than the viewport: no horizontal scrolling on a phone or a laptop.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, file).toBeLessThanOrEqual(width);
}

for (const width of [375, 1280]) {
  test(`history, activity, trash and the Undo toast at ${width} px`, async ({
    adminPage: page,
  }, testInfo) => {
    test.slow();
    const name = `Northwind Traders International ${unique()}`;
    const client = (await api(page, 'POST', '/api/v1/clients', {
      client: { organization_name: name, phone_number: '+1 555 0100', city: 'Oslo' },
    })) as { id: number };
    const changes = [
      { phone_number: '+1 555 0199' },
      { city: 'Bergen', street: 'Bryggen 1' },
      { email_address: 'orders@northwind.example' },
    ];
    for (const change of changes)
      await api(page, 'PUT', `/api/v1/clients/${client.id}`, { id: client.id, client: change });
    const gone = (await api(page, 'POST', '/api/v1/projects', {
      project: { name: `Warehouse cameras ${unique()}`, description: '' },
    })) as { id: number };
    await api(page, 'POST', '/api/v1/tasks', {
      task: { name: 'Mount cameras', description: '', project_id: gone.id },
    });
    await api(page, 'DELETE', `/api/v1/projects/${gone.id}`);
    await page.setViewportSize({ width, height: 800 });

    await page.goto(`/dashboard/clients/${client.id}`);
    await loaded(page);
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(4);
    await shoot(page, testInfo, `history-client-${width}.png`, width);
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/activity?resource=clients');
    await loaded(page);
    await shoot(page, testInfo, `history-activity-${width}.png`, width);
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/trash');
    await loaded(page);
    await shoot(page, testInfo, `history-trash-${width}.png`, width);
    await expectNoAxeViolations(page);

    await page.goto(`/dashboard/clients/${client.id}`);
    await loaded(page);
    await page.getByRole('button', { name: 'Delete this client' }).click();
    const undo = page.getByRole('status').getByRole('button', { name: 'Undo' });
    await expect(undo).toBeVisible();
    await undo.hover(); // the toast waits while the pointer is on it
    await shoot(page, testInfo, `history-undo-toast-${width}.png`, width);
    await undo.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/clients/${client.id}$`));
  });
}

for (const width of [375, 1280]) {
  test(`stock, low stock and Export CSV at ${width} px`, async ({ adminPage: page }, testInfo) => {
    test.slow();
    const tag = unique();
    const project = (await api(page, 'POST', '/api/v1/projects', {
      project: { name: `Harbour cameras and satellite dishes ${tag}`, description: '' },
    })) as { id: number };
    const item = (await api(page, 'POST', '/api/v1/inventory', {
      item: {
        name: `Stainless hex bolts M6 × 20 ${tag}`,
        specification: 'A2-70, DIN 933',
        quantity: 40,
        low_stock_threshold: 30,
      },
    })) as { id: number };
    const moves = [
      { amount: 12, reason: 'received', note: 'Delivery 4471 from the Bergen warehouse' },
      { amount: -25, reason: 'used', project_id: project.id, note: 'Mast brackets, both sides' },
      { set_to: 26, reason: 'counted' },
    ];
    for (const movement of moves)
      await api(page, 'POST', `/api/v1/inventory/${item.id}/movements`, { movement });
    await page.setViewportSize({ width, height: 800 });

    await page.goto(`/dashboard/inventory/${item.id}`);
    await loaded(page);
    await page.getByLabel('Reason').selectOption({ label: 'Used' });
    await expect(page.getByLabel('Project', { exact: true })).toBeVisible();
    await shoot(page, testInfo, `stock-item-${width}.png`, width);
    await expectNoAxeViolations(page);

    await page.goto(`/dashboard/inventory?low_stock=true&q=${encodeURIComponent(tag)}`);
    await loaded(page);
    await expect(page.getByText('Low stock', { exact: true })).toBeVisible();
    await shoot(page, testInfo, `stock-list-low-${width}.png`, width);
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/overview');
    await loaded(page);
    await expect(page.getByRole('list', { name: 'Low on stock' })).toBeVisible();
    await shoot(page, testInfo, `stock-overview-${width}.png`, width);
    await expectNoAxeViolations(page);

    await page.goto(`/dashboard/projects/${project.id}`);
    await loaded(page);
    await expect(page.getByRole('region', { name: 'Stock used' })).toContainText('25');
    await shoot(page, testInfo, `stock-project-${width}.png`, width);
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/clients');
    await loaded(page);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await shoot(page, testInfo, `export-clients-${width}.png`, width);
    await expectNoAxeViolations(page);
  });
}
