import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { api, expect, test } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

const createClients = async (page: Page, tag: string, count: number) => {
  const ids: number[] = [];
  for (let i = 1; i <= count; i += 1) {
    const client = (await api(page, 'POST', '/api/v1/clients', {
      client: { organization_name: `${tag} ${i}`, city: 'Oslo' },
    })) as { id: number };
    ids.push(client.id);
  }
  return ids;
};

/** The clients list searched down to one test's clients. */
async function searched(page: Page, tag: string, count: number) {
  await page.goto(`/dashboard/clients?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText(`${count} clients`, { exact: true })).toBeVisible();
}

test('select clients, delete them with one confirmation, and Undo brings them all back', async ({
  adminPage: page,
}) => {
  const tag = `Bulk Co ${unique()}`;
  await createClients(page, tag, 3);
  await searched(page, tag, 3);
  await page.getByRole('checkbox', { name: `Select ${tag} 1` }).check();
  await page.getByRole('checkbox', { name: `Select ${tag} 3` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 clients?' });
  await dialog.getByRole('button', { name: 'Delete 2 clients' }).click();

  const toast = page.getByRole('status').filter({ hasText: '2 clients deleted' });
  await expect(toast).toBeVisible();
  await expect(page.getByText('1 client', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `${tag} 1` })).toHaveCount(0);
  // The Undo is one restore of the lot, all or none, as the delete was.
  const restored = page.waitForResponse((r) => r.url().endsWith('/trash/clients/bulk-restore'));
  await toast.getByRole('button', { name: 'Undo' }).click();
  expect((await restored).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: '2 clients restored' })).toBeVisible();
  await expect(page.getByText('3 clients', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${tag} 1`) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${tag} 3`) })).toBeVisible();
});

test('a refused delete says which client and changes nothing', async ({ adminPage: page }) => {
  const tag = `Gone Co ${unique()}`;
  const ids = await createClients(page, tag, 2);
  await searched(page, tag, 2);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  // Someone else deletes one while the list is on screen.
  await api(page, 'DELETE', `/api/v1/clients/${ids[1]}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete 2 clients' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `${ids[1]} is not a client (nothing was changed)`,
  );
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.reload();
  await expect(page.getByText('1 client', { exact: true })).toBeVisible();
});

/** Clicks a link that downloads a CSV; the file's first column, row by row (its header left out). */
async function downloadedNames(page: Page, link: ReturnType<Page['getByRole']>) {
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clients-\d{4}-\d\d-\d\d\.csv$/);
  const rows = parse(await readFile((await file.path())!), { bom: true }) as string[][];
  expect(rows[0]![0]).toBe('Name of organization');
  return rows.slice(1).map((row) => row[0]);
}

test('Export CSV of a selection downloads exactly the picked clients, in the list’s order', async ({
  adminPage: page,
}) => {
  const tag = `Csv Co ${unique()}`;
  await createClients(page, tag, 4);
  await searched(page, tag, 4);
  for (const n of [4, 1, 3])
    await page.getByRole('checkbox', { name: `Select ${tag} ${n}` }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  const link = page.getByRole('link', { name: 'Export CSV of the 3 clients selected' });
  expect(await downloadedNames(page, link)).toEqual([`${tag} 1`, `${tag} 3`, `${tag} 4`]);
  // Exporting changes nothing: the selection stays for the next action.
  await expect(page.getByText('3 selected')).toBeVisible();
});

test('after "Select all N matching", Export CSV holds every client the search matches', async ({
  adminPage: page,
}) => {
  const tag = `Csv All ${unique()}`;
  // More than a page of the list (20), so "Select all N matching" is offered.
  await createClients(page, tag, 23);
  await searched(page, tag, 23);
  await page.getByRole('button', { name: 'Select all 23 matching' }).click();
  await expect(page.getByText('23 selected')).toBeVisible();
  const link = page.getByRole('link', { name: 'Export CSV of all 23 clients that match' });
  const answer = await page.request.get(`/api/v1/clients?q=${encodeURIComponent(tag)}&limit=500`);
  const listed = ((await answer.json()) as { organization_name: string }[]).map(
    (c) => c.organization_name,
  );
  expect(listed).toHaveLength(23);
  expect(await downloadedNames(page, link)).toEqual(listed);
  // One picked out: the file is the other 22, by id.
  await page.getByRole('checkbox', { name: `Select ${tag} 1`, exact: true }).uncheck();
  await expect(page.getByText('22 selected')).toBeVisible();
  const rest = page.getByRole('link', { name: 'Export CSV of the 22 clients selected' });
  expect(await downloadedNames(page, rest)).toEqual(listed.filter((n) => n !== `${tag} 1`));
});

test('picked projects take one class together', async ({ adminPage: page }) => {
  const tag = `Class Co ${unique()}`;
  for (const name of ['Gate', 'Yard']) {
    await api(page, 'POST', '/api/v1/projects', {
      project: { name: `${tag} ${name}`, project_class: 'CCTV' },
    });
  }
  await page.goto(`/dashboard/projects?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText('2 projects', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Set class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set class of 2 projects' });
  await dialog.getByLabel('Class').fill('Web');
  await dialog.getByRole('button', { name: 'Set class' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 projects updated' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Projects' }).getByRole('link');
  await expect(rows.filter({ hasText: 'Web' })).toHaveCount(2);
});

test('shortcuts: "/" searches, "n" opens New, "?" lists them; "n" typed in the search is text', async ({
  adminPage: page,
}) => {
  await page.goto('/dashboard/clients');
  const search = page.getByLabel('Search clients');
  await expect(search).toBeVisible();
  await page.locator('body').press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('n');
  await expect(search).toHaveValue('n');
  await expect(page).toHaveURL(/\/dashboard\/clients\?q=n$/);

  await search.blur();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toContainText('Search the list');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/dashboard\/clients\/new$/);
});

for (const width of [375, 1280]) {
  test(`screenshot of a list with a selection at ${width} px`, async ({
    adminPage: page,
  }, testInfo) => {
    const tag = `Shot Co ${unique()}`;
    await createClients(page, tag, 3);
    await page.setViewportSize({ width, height: 800 });
    await searched(page, tag, 3);
    await page.getByRole('checkbox', { name: `Select ${tag} 2` }).check();
    await page.getByRole('checkbox', { name: `Select ${tag} 3` }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    const file = `bulk-selection-${width}.png`;
    const dir = process.env.SHOTS_DIR;
    const path = dir ? join(dir, file) : testInfo.outputPath(file);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(file, { path, contentType: 'image/png' });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, file).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
}
