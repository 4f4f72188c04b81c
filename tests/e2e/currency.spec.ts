import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { unique } from './support';

/**
 * Every amount carries the company's currency (CURRENCY and LOCALE; the e2e server runs with the
 * defaults, USD in en-US; other currencies and locales are unit-tested): the overview, a
 * project's summary and Profit and Loss, and its History.
 */

const SHOTS = '/tmp/money-shots';
// An amount with its currency, as en-US writes USD: "$1,300.00", "-$2,100.45".
const USD = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;

async function bigProject(page: Page) {
  const name = `Currency ${unique()}`;
  const { id } = (await api(page, 'POST', '/api/v1/projects', {
    project: { name, description: '' },
  })) as { id: number };
  const funding = (await api(page, 'POST', '/api/v1/fundings', {
    date: '2025-02-01',
    source: 'Council',
    description: 'Grant',
    amount: 1250.5,
    project_id: id,
  })) as { id: number };
  // Large lines: the widest figures a narrow screen must fit, currency symbol included.
  for (const [description, cost, quantity, selling] of [
    ['Dome cameras', 14999.99, 60, 21900],
    ['Recorder', 899.5, 1, 1250],
  ] as const) {
    await api(page, 'POST', '/api/v1/expenses', {
      date: '2025-02-03',
      description,
      unit_cost_price: cost,
      quantity,
      logistics_cost: 350,
      unit_selling_price: selling,
      project_id: id,
    });
  }
  await api(page, 'PUT', `/api/v1/fundings/${funding.id}`, { amount: 1300 });
  return { id, name };
}

const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Summary' })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

test(
  'the overview, summary, Profit and Loss and History show each amount with its currency',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    const project = await bigProject(page);

    await page.goto('/dashboard/overview');
    const across = page.getByRole('region', { name: 'Across all projects' });
    for (const label of ['Funding', 'Costs', 'Profit']) {
      const tile = across.getByRole('link').filter({ hasText: label });
      await expect(tile.locator('.overview__figure')).toHaveText(USD);
    }

    await page.goto(`/dashboard/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await expect(figure(page, 'Funding')).toHaveText('$1,300.00');
    // From a million on, the summary keeps the exact amount for screen readers and on hover.
    await expect(figure(page, 'Revenue')).toHaveAttribute('title', '$1,315,250.00');
    await expect(figure(page, 'Revenue').locator('.project-summary__exact')).toHaveText(
      '$1,315,250.00',
    );

    const pnl = page.getByRole('region', { name: 'Profit and Loss table' });
    const recorder = pnl.getByRole('row').filter({ hasText: 'Recorder' });
    await expect(recorder.locator('td[data-label="Unit cost price"]')).toHaveText('$899.50');
    // A figure past 100,000 shows compact, the exact amount kept for screen readers and on hover.
    const total = pnl.locator('tfoot tr').first().locator('td[data-label="Total selling price"]');
    await expect(total).toHaveAttribute('title', '$1,315,250.00');
    await expect(total.locator('.project-money__exact')).toHaveText('$1,315,250.00');

    const history = page.getByRole('list', { name: 'History' });
    await expect(history).toContainText('Amount from $1,250.50 to $1,300.00');

    // The activity log says it the same way.
    await page.goto('/dashboard/activity');
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(
      'Amount from $1,250.50 to $1,300.00',
    );
  },
);

for (const width of [375, 1280]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`at ${width} px (${scheme}) the Profit and Loss fits, currency and all`, async ({
      adminPage: page,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      const project = await bigProject(page);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      // On a phone the money sits behind the Money tab (ADR 0038), which the URL can open.
      await page.goto(`/dashboard/projects/${project.id}${width < 640 ? '?tab=money' : ''}`);
      await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
      const card = page.getByRole('region', { name: 'Profit and Loss', exact: true });
      await expect(card.locator('td', { hasText: /^Recorder$/ })).toBeVisible();
      await card.screenshot({ path: `${SHOTS}/pnl-${width}-${scheme}.png` });
      await page
        .getByRole('region', { name: 'Summary' })
        .screenshot({ path: `${SHOTS}/summary-${width}-${scheme}.png` });
      // Each summary figure stays on one line, the currency symbol included.
      const lines = await page
        .getByRole('region', { name: 'Summary' })
        .locator('dd')
        .evaluateAll((dds) =>
          dds.map((dd) =>
            Math.round(
              dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight),
            ),
          ),
        );
      expect(
        lines.every((n) => n === 1),
        String(lines),
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const table = card.getByRole('region', { name: 'Profit and Loss table' });
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      // In the wide table, no amount spills out of its cell (on a phone each is a labelled card).
      if (width < 640) return;
      const spills = await table.evaluate((el) =>
        [...el.querySelectorAll('td.project-money')]
          .filter((td) => td.scrollWidth > td.clientWidth + 1)
          .map((td) => td.textContent),
      );
      expect(spills).toEqual([]);
    });
  }
}
