import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

/** 25 clients whose cities run against their names: "Tag 01" in city Z…, "Tag 25" in city A…. */
async function createClients(page: Page, tag: string) {
  for (let i = 1; i <= 25; i += 1) {
    const n = String(i).padStart(2, '0');
    const city = `${String.fromCharCode(91 - i)}town`; // Z… for 1, B… for 25
    await api(page, 'POST', '/api/v1/clients', {
      client: { organization_name: `${tag} ${n}`, city },
    });
  }
}
const names = (from: number, to: number, tag: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${tag} ${String(from + i).padStart(2, '0')}`);
const shown = (page: Page) => page.locator('.kit-row__title').allTextContents();

test(
  'a list sorted by a header keeps its order on the next page, after a reload and in its CSV',
  POSTGRES_SMOKE,
  async ({ adminPage: page }, testInfo) => {
    test.slow(); // 25 clients made, three orders, a reload, a CSV and axe: 30 s on a busy machine
    const tag = `Sort Co ${unique()}`;
    await createClients(page, tag);
    await page.goto(`/dashboard/clients?q=${encodeURIComponent(tag)}`);
    await expect(page.getByText('25 clients', { exact: true })).toBeVisible();
    const headers = page.getByRole('group', { name: 'Sort clients' });
    await expect(headers.getByRole('button', { name: 'Name, sorted ascending' })).toBeVisible();
    await expect.poll(() => shown(page)).toEqual(names(1, 20, tag));

    // City ascending runs the names backwards (25 has the first city); by keyboard, again.
    await headers.getByRole('button', { name: 'City' }).click();
    await expect(headers.getByRole('button', { name: 'City, sorted ascending' })).toBeVisible();
    await expect.poll(() => shown(page)).toEqual(names(6, 25, tag).reverse());
    await headers.getByRole('button', { name: 'City, sorted ascending' }).focus();
    await page.keyboard.press('Enter');
    await expect(headers.getByRole('button', { name: 'City, sorted descending' })).toBeVisible();
    await expect.poll(() => shown(page)).toEqual(names(1, 20, tag));
    await expect(page).toHaveURL(/[?&]sort=-city(&|$)/);
    await expect(page).toHaveURL(/[?&]q=/);

    await headers.getByRole('button', { name: 'City, sorted descending' }).click();
    await expect.poll(() => shown(page)).toEqual(names(6, 25, tag).reverse());
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect.poll(() => shown(page)).toEqual(names(1, 5, tag).reverse());

    await page.reload();
    await expect(headers.getByRole('button', { name: 'City, sorted ascending' })).toBeVisible();
    await expect.poll(() => shown(page)).toEqual(names(1, 5, tag).reverse());

    // Export CSV holds every page, in the list's order.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    const rows = parse(await readFile((await file.path())!), { bom: true }) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual(names(1, 25, tag).reverse());

    const shot = 'list-sort.png';
    const dir = process.env.SHOTS_DIR;
    const path = dir ? join(dir, shot) : testInfo.outputPath(shot);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(shot, { path, contentType: 'image/png' });
    await expectNoAxeViolations(page);
  },
);
