import type { Page } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { unique } from './support';

// The History panel, Undo after a delete, and the activity log (ADR 0015), against the real
// server. The seeded superuser is "admin", so every line here starts with it.

interface ApiClient {
  id: number;
  organization_name: string;
}

const createClient = async (page: Page, name: string, phone = '+1 555 0100') =>
  (await api(page, 'POST', '/api/v1/clients', {
    client: { organization_name: name, phone_number: phone, city: 'Oslo' },
  })) as ApiClient;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const history = (page: Page) =>
  page.getByRole('region', { name: 'History' }).getByRole('list', { name: 'History' });

test('the History panel shows an edit by its field label, right after the save', async ({
  adminPage: page,
}) => {
  const client = await createClient(page, `Historic ${unique()}`);
  await page.goto(`/dashboard/clients/${client.id}`);
  const lines = history(page).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toHaveText(/^admin created this client · (just now|1 minute ago)$/);

  await field(page, 'Contact phone').fill('+1 555 0199');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  // Newest first, without a reload: the panel loads again after the screen's own save.
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(
    'admin changed Contact phone from +1 555 0100 to +1 555 0199',
  );
  // The exact time is on hover, in the <time>'s title.
  const time = lines.first().locator('time');
  await expect(time).toHaveAttribute('title', /\d{4}, \d{2}:\d{2}$/);
  await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
});

test('a project’s History includes its funding, named by its description', async ({
  adminPage: page,
}) => {
  const project = (await api(page, 'POST', '/api/v1/projects', {
    project: { name: `Roof ${unique()}`, description: '' },
  })) as { id: number };
  await api(page, 'POST', '/api/v1/fundings', {
    date: '2026-01-05',
    source: 'Council',
    description: 'Grant',
    amount: 1500,
    project_id: project.id,
  });
  await page.goto(`/dashboard/projects/${project.id}`);
  await expect(history(page).getByRole('listitem').first()).toContainText(
    'admin added funding “Grant”',
  );
});

test('delete, then Undo in the toast: the client is back, with the same id', async ({
  adminPage: page,
}) => {
  const client = await createClient(page, `Undoable ${unique()}`);
  await page.goto(`/dashboard/clients/${client.id}`);
  await expect(history(page)).toBeVisible();
  await page.getByRole('button', { name: 'Delete this client' }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);

  const toast = page
    .getByRole('status')
    .filter({ hasText: `Client “${client.organization_name}” deleted` });
  await expect(toast).toBeVisible();
  // A real button, reachable with the keyboard.
  const undo = toast.getByRole('button', { name: 'Undo' });
  await undo.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/dashboard/clients/${client.id}$`));
  await expect(field(page, 'Name of organization')).toHaveValue(client.organization_name);
  await expect(
    page.getByRole('status').filter({ hasText: `Client “${client.organization_name}” restored` }),
  ).toBeVisible();
  const lines = history(page).getByRole('listitem');
  await expect(lines.nth(0)).toContainText('admin restored this client');
  await expect(lines.nth(1)).toContainText('admin deleted this client');
});

test('the activity log narrows by user, resource, action and day, and opens the record', async ({
  adminPage: page,
}) => {
  const name = `Active ${unique()}`;
  const client = await createClient(page, name);
  await api(page, 'PUT', `/api/v1/clients/${client.id}`, {
    id: client.id,
    client: { city: 'Bergen' },
  });
  await page.goto('/dashboard/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

  await field(page, 'Resource').selectOption({ label: 'Clients' });
  await field(page, 'Action').selectOption({ label: 'Changed' });
  await field(page, 'User').fill('admin');
  const today = new Date().toISOString().slice(0, 10);
  await field(page, 'From').fill(today);
  await field(page, 'To').fill(today);
  await expect(page).toHaveURL(/resource=clients/);
  await expect(page).toHaveURL(/action=update/);
  await expect(page).toHaveURL(/user=admin/);

  const list = page.getByRole('list', { name: 'Activity' });
  const line = list.getByRole('link', {
    name: `admin changed client “${name}”: Location (City) from Oslo to Bergen`,
  });
  await expect(line).toBeVisible();
  // Only changes: the client's creation is not among them.
  await expect(list.getByRole('link', { name: `admin created client “${name}”` })).toHaveCount(0);

  // Another user: nothing of admin's.
  await field(page, 'User').fill(`nobody-${unique()}`);
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await field(page, 'User').fill('admin');
  await line.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/clients/${client.id}$`));
  await expect(field(page, 'Location (City)')).toHaveValue('Bergen');
});

test('a day range that ends before it starts asks nothing and says why', async ({
  adminPage: page,
}) => {
  await page.goto('/dashboard/activity?from=2026-11-30&to=2026-11-01');
  await expect(page.getByText('From must be on or before To.')).toBeVisible();
  await expect(field(page, 'From')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('list', { name: 'Activity' })).toHaveCount(0);
});

test('a superuser sees an account’s history on its screen', async ({ adminPage: page }) => {
  const username = `chronicled-${unique()}`;
  const { user } = (await api(page, 'POST', '/api/v1/users', {
    username,
    email_address: `${username}@example.com`,
    role: 'ordinary',
  })) as { user: { id: number } };
  await api(page, 'PUT', `/api/v1/users/${user.id}/role`, { role: 'admin' });
  await page.goto(`/dashboard/users/${user.id}`);
  const lines = history(page).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(
    'admin changed the role of this account from ordinary to admin',
  );
  await expect(lines.nth(1)).toContainText('admin created this account');
});
