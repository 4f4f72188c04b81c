import type { Page } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { unique } from './support';

// The trash (ADR 0015): what a delete took along, restore with the same ids, a restore a rule
// refuses, and delete forever, against the real server.

interface Created {
  id: number;
}

async function projectWithFunding(page: Page, name: string) {
  const project = (await api(page, 'POST', '/api/v1/projects', {
    project: { name, description: 'Made by the trash spec' },
  })) as Created;
  const funding = (await api(page, 'POST', '/api/v1/fundings', {
    date: '2026-01-05',
    source: 'Council',
    description: `Grant ${name}`,
    amount: 1500,
    project_id: project.id,
  })) as Created;
  return { project, funding };
}

const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Deleted records' }).getByRole('article', { name });

test('restore from the trash: the project is back with its funding, same ids', async ({
  adminPage: page,
}) => {
  const name = `Trashed ${unique()}`;
  const { project } = await projectWithFunding(page, name);
  await api(page, 'DELETE', `/api/v1/projects/${project.id}`);

  await page.goto('/dashboard/trash');
  await page.getByLabel('Resource', { exact: true }).selectOption({ label: 'Projects' });
  await expect(page).toHaveURL(/\?resource=projects$/);
  const entry = row(page, `Project “${name}”`);
  await expect(entry).toContainText('Deleted by admin');
  await expect(entry).toContainText('with 1 funding');
  await entry.getByRole('button', { name: `Restore Project “${name}”` }).click();

  await expect(entry).toHaveCount(0);
  const toast = page.getByRole('status').filter({ hasText: `Project “${name}” restored` });
  await toast.getByRole('link', { name: 'View project' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${project.id}$`));
  await expect(page.getByRole('region', { name: 'Funding table' })).toContainText(`Grant ${name}`);
  await expect(
    page.getByRole('list', { name: 'History' }).getByRole('listitem').first(),
  ).toContainText('admin restored this project');
});

test('a funding whose project is in the trash is not restored alone: the row says why', async ({
  adminPage: page,
}) => {
  const name = `Orphan ${unique()}`;
  const { project, funding } = await projectWithFunding(page, name);
  await api(page, 'DELETE', `/api/v1/fundings/${funding.id}`);
  await api(page, 'DELETE', `/api/v1/projects/${project.id}`);

  await page.goto('/dashboard/trash?resource=fundings');
  const entry = row(page, `Funding “Grant ${name}”`);
  await entry.getByRole('button', { name: /^Restore/ }).click();
  // The server's 409 message, next to what caused it; the row stays.
  await expect(entry.getByRole('alert')).toContainText(
    `Its project “${name}” is in the trash: restore it first.`,
  );
  await expect(entry).toBeVisible();

  // Once the project is back, the funding can follow, and the toast links to the project.
  await api(page, 'POST', `/api/v1/trash/projects/${project.id}/restore`);
  await entry.getByRole('button', { name: /^Restore/ }).click();
  const toast = page.getByRole('status').filter({ hasText: `Funding “Grant ${name}” restored` });
  await toast.getByRole('link', { name: 'View funding' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${project.id}$`));
  await expect(page.getByRole('region', { name: 'Funding table' })).toContainText(`Grant ${name}`);
});

test('a superuser deletes forever, after confirming; it leaves the trash', async ({
  adminPage: page,
}) => {
  const name = `Gone ${unique()}`;
  const tool = (await api(page, 'POST', '/api/v1/tools', { tool: { name } })) as Created;
  await api(page, 'DELETE', `/api/v1/tools/${tool.id}`);

  await page.goto('/dashboard/trash?resource=tools');
  const entry = row(page, `Tool “${name}”`);
  await entry.getByRole('button', { name: `Delete forever Tool “${name}”` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete tool “${name}” forever?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Tool “${name}” deleted forever` }),
  ).toBeVisible();
  await expect(entry).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^\d+ records? in the trash$/)).toBeVisible();
  await expect(entry).toHaveCount(0);
});
