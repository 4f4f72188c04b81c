import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

// A task assigned to yourself with a date in the past on the project's screen shows "Overdue"
// there; My work, opened from the palette (its first entry), lists it first.

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search the dashboard' });
const selected = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');
const rows = (page: Page) =>
  page.getByRole('list', { name: 'My open tasks' }).getByRole('listitem');

async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .route-loading, .skeleton')).toHaveCount(0);
}

const tag = unique();
const overdueName = `Replace the gate camera ${tag}`;
const laterName = `Order spare cables ${tag}`;

test.describe.configure({ mode: 'serial' });

test('assign a task to yourself, past due: "Overdue" on the project, and first in My work from the palette', async ({
  adminPage: page,
}, testInfo) => {
  const project = (await api(page, 'POST', '/api/v1/projects', {
    project: { name: `Harbour gate ${tag}`, description: '' },
  })) as { id: number; name: string };
  await api(page, 'POST', '/api/v1/tasks', {
    task: { name: overdueName, description: '', project_id: project.id },
  });
  // Another of mine, due later: it follows the overdue one.
  const session = (await (await page.request.get('/session')).json()) as { user: { id: number } };
  await api(page, 'POST', '/api/v1/tasks', {
    task: {
      name: laterName,
      project_id: project.id,
      assignee_id: session.user.id,
      due_on: '2999-01-01',
    },
  });

  await page.goto(`/dashboard/projects/${project.id}`);
  await loaded(page);
  const tasks = page.getByRole('region', { name: 'Tasks', exact: true });
  await tasks.getByRole('button', { name: `Edit ${overdueName}` }).click();
  await tasks.getByLabel('Assignee', { exact: true }).selectOption({ label: 'admin' });
  await tasks.getByLabel('Due date', { exact: true }).fill('2020-01-15');
  await tasks.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();

  const row = tasks.getByRole('listitem').filter({ hasText: overdueName });
  await expect(row.getByText('Assigned to admin')).toBeVisible();
  await expect(row.getByText('15 Jan 2020')).toBeVisible();
  const badge = row.getByText('Overdue', { exact: true });
  await expect(badge).toBeVisible();
  // The danger colour, not only the word.
  const colours = await badge.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-danger)';
    document.body.append(probe);
    const danger = getComputedStyle(probe).color;
    probe.remove();
    return { own: getComputedStyle(el).color, danger };
  });
  expect(colours.own).toBe(colours.danger);
  const shot = 'my-work-project-tasks.png';
  const shotPath = process.env.SHOTS_DIR
    ? join(process.env.SHOTS_DIR, shot)
    : testInfo.outputPath(shot);
  await tasks.screenshot({ path: shotPath });
  const later = tasks.getByRole('listitem').filter({ hasText: laterName });
  await expect(later.getByText('Overdue', { exact: true })).toHaveCount(0);

  // My work is the palette's first entry: Enter opens it.
  await page.keyboard.press('Control+k');
  await expect(selected(page)).toHaveText('Go to My work');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/my-work$/);
  await loaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
  const first = rows(page).first();
  await expect(first).toContainText(overdueName);
  await expect(first.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(first.getByRole('link', { name: project.name })).toHaveAttribute(
    'href',
    `/dashboard/projects/${project.id}`,
  );
  await expect(rows(page).nth(1)).toContainText(laterName);
  await expectNoAxeViolations(page);
});

for (const width of [375, 1280]) {
  test(`screenshot of My work at ${width} px`, async ({ adminPage: page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/my-work');
    await loaded(page);
    await expect(rows(page).first()).toContainText(overdueName);
    const file = `my-work-${width}.png`;
    const dir = process.env.SHOTS_DIR;
    const path = dir ? join(dir, file) : testInfo.outputPath(file);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(file, { path, contentType: 'image/png' });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, file).toBeLessThanOrEqual(width);
  });
}
