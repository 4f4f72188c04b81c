import type { Page } from '@playwright/test';
import { api, expect, test, POSTGRES_SMOKE } from './fixtures';
import { expectNoAxeViolations, unique } from './support';

interface ApiClient {
  id: number;
  organization_name: string;
}

const createClient = async (page: Page, name: string) =>
  (await api(page, 'POST', '/api/v1/clients', {
    client: { organization_name: name, city: 'Oslo' },
  })) as ApiClient;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('keyboard only: add a client from the first field to the toast link', async ({
  adminPage: page,
}) => {
  const name = `Keyboard Co ${unique()}`;
  await page.goto('/dashboard/clients/new');
  // The first field takes the focus; Tab walks the labelled fields; Enter saves.
  await expect(field(page, 'Name of organization')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(field(page, 'Contact phone')).toBeFocused();
  await page.keyboard.type('+47 555 0100');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ops@keyboard.test');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  const toast = page.getByRole('status').filter({ hasText: 'Client added' });
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: 'View client' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/clients\/\d+$/);
  await expect(field(page, 'Contact phone')).toHaveValue('+47 555 0100');
});

test('a field error names the field, sits under it, and moves nothing beside it', async ({
  adminPage: page,
}) => {
  await page.goto('/dashboard/clients/new');
  await field(page, 'Name of organization').fill(`Typo Ltd ${unique()}`);
  // Where the fields around the email sit within the form (the page may scroll to the error).
  const form = page.locator('form').filter({ has: field(page, 'Contact email') });
  const offsets = async () => {
    const top = (await form.boundingBox())!.y;
    const at = async (label: string) => (await field(page, label).boundingBox())!.y - top;
    return [await at('Contact phone'), await at('Location (Country)')];
  };
  const before = await offsets();
  await field(page, 'Contact email').fill('ops-at-typo.test');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Contact email must be a valid email address')).toBeVisible();
  await expect(field(page, 'Contact email')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Contact email')).toBeFocused();
  expect(await offsets()).toEqual(before);
  await expect(page).toHaveURL(/\/clients\/new$/);
});

test('the search lives in the URL and survives a reload', async ({ adminPage: page }) => {
  const tag = unique();
  await createClient(page, `Searchable ${tag}`);
  await createClient(page, `Other ${tag}`);
  await page.goto('/dashboard/clients');
  await page.getByLabel('Search clients').fill(`Searchable ${tag}`);
  await expect(page).toHaveURL(/\?q=Searchable/);
  const rows = page.getByRole('list', { name: 'Clients' }).getByRole('link');
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('1 client', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search clients')).toHaveValue(`Searchable ${tag}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Searchable ${tag}`);
});

test(
  'Save changes is enabled by an edit and disabled again by the save',
  POSTGRES_SMOKE,
  async ({ adminPage: page }) => {
    const client = await createClient(page, `Edit Me ${unique()}`);
    await page.goto(`/dashboard/clients/${client.id}`);
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await field(page, 'Location (City)').fill('Bergen');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(field(page, 'Location (City)')).toHaveValue('Bergen');
  },
);

test('leaving with unsaved changes asks first: by a link and by Back', async ({
  adminPage: page,
}) => {
  const client = await createClient(page, `Unsaved ${unique()}`);
  await page.goto('/dashboard/clients');
  await page.goto(`/dashboard/clients/${client.id}`);
  await field(page, 'Location (Street)').fill('Storgata 1');

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Projects' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
  await expect(field(page, 'Location (Street)')).toHaveValue('Storgata 1');

  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
  await expect(field(page, 'Location (Street)')).toHaveValue('Storgata 1');

  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);

  // Saved changes leave without a question.
  await page.goto(`/dashboard/clients/${client.id}`);
  await field(page, 'Location (Street)').fill('Storgata 2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  await expect(dialog).toHaveCount(0);
});

test('delete returns to the list without the client; an unknown client returns to the list', async ({
  adminPage: page,
}) => {
  const client = await createClient(page, `Doomed ${unique()}`);
  await page.goto(`/dashboard/clients/${client.id}`);
  await expect(
    page.getByText('It goes to the trash for 30 days, where it can be restored.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete this client' }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  await page.getByLabel('Search clients').fill(client.organization_name);
  await expect(page.getByText(`No clients match “${client.organization_name}”`)).toBeVisible();

  await page.goto(`/dashboard/clients/${client.id}`);
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  await page.goto('/dashboard/clients/not-a-number');
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
});

test('the client screens pass axe and keep one layout', async ({ adminPage: page }) => {
  const client = await createClient(page, `Axe ${unique()}`);
  for (const path of [
    '/dashboard/clients',
    '/dashboard/clients/new',
    `/dashboard/clients/${client.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .route-loading')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }

  // Wide screens: the content column is centred, not hugging the navigation.
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto('/dashboard/clients');
  const main = await page.locator('#dashboard-main').boundingBox();
  const body = await page.locator('.dash__body').boundingBox();
  expect(main && body).toBeTruthy();
  const left = main!.x - body!.x;
  const right = body!.x + body!.width - (main!.x + main!.width);
  expect(Math.abs(left - right)).toBeLessThan(2);

  // Mobile: the open drawer's Collapse control never covers Log out.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const collapse = await page.getByRole('button', { name: 'Collapse' }).boundingBox();
  const logout = await page.getByRole('button', { name: 'Log out' }).boundingBox();
  const overlaps =
    collapse!.x < logout!.x + logout!.width &&
    logout!.x < collapse!.x + collapse!.width &&
    collapse!.y < logout!.y + logout!.height &&
    logout!.y < collapse!.y + collapse!.height;
  expect(overlaps).toBe(false);
});

test("a client's website: https only, a link out from its screen, a line in the list", async ({
  adminPage: page,
}, testInfo) => {
  const name = `Website Co ${unique()}`;
  const client = (await api(page, 'POST', '/api/v1/clients', {
    client: { organization_name: name, city: 'Oslo', website: 'https://www.website-co.example/' },
  })) as ApiClient;
  await page.goto(`/dashboard/clients/${client.id}`);
  const link = page.getByRole('link', { name: /www\.website-co\.example/ });
  await expect(link).toHaveAttribute('href', 'https://www.website-co.example/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(field(page, 'Website')).toHaveValue('https://www.website-co.example/');
  await page.screenshot({ path: testInfo.outputPath('client-website.png'), fullPage: true });

  await field(page, 'Website').fill('http://website-co.example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Website must start with https://, not http://')).toBeVisible();
  await expect(field(page, 'Website')).toHaveAttribute('aria-invalid', 'true');

  await page.goto(`/dashboard/clients?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('list', { name: 'Clients' }).getByRole('link');
  await expect(row).toContainText('Oslo · www.website-co.example');
});
