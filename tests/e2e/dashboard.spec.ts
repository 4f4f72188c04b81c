import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { api, expect, test } from './fixtures';

const suffix = () => Math.random().toString(36).slice(2, 8);

test('an admin adds a client, connects a project, and disconnects it', async ({
  adminPage: page,
}) => {
  const org = `Acme ${suffix()}`;
  const project = await api(page, 'POST', '/api/v1/projects', {
    project: { name: `HQ cameras ${suffix()}`, description: 'x' },
  });
  await page.goto('/dashboard/clients/new');
  await page.getByLabel('Name of organization').fill(org);
  await page.getByLabel('Contact email').fill('ops@acme.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  await page.getByRole('link', { name: new RegExp(org) }).click();

  await expect(page.getByText('This client has no projects.')).toBeVisible();
  await page.getByLabel(/Connect project/).selectOption({ label: project.name });
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(project.name)).toBeVisible();
  await expect(page.getByText('This client has no projects.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('This client has no projects.')).toBeVisible();

  // The project's history names the client it was connected to and disconnected from.
  await page.goto(`/dashboard/projects/${project.id}`);
  const lines = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(lines.nth(0)).toContainText(`admin disconnected this project from client “${org}”`);
  await expect(lines.nth(1)).toContainText(`admin connected this project to client “${org}”`);
});

test('an admin adds a sticker with an image, and it shows in the list', async ({
  adminPage: page,
}, testInfo) => {
  // A 1×1 PNG, uploaded through the form's file input.
  const png = testInfo.outputPath('dot.png');
  writeFileSync(
    png,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  const name = `Logo ${suffix()}`;
  await page.goto('/dashboard/stickers/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Quantity').fill('50');
  await page.locator('input[type=file]').setInputFiles(join(png));
  await page
    .getByRole('button', { name: /Save|Create|Add/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/stickers$/);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('50');
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/v1\/stickers\/\d+\/image\?v=/);
});
