import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test, POSTGRES_SMOKE } from './fixtures';

const ADMIN_NAV = [
  'Overview',
  'My work',
  'Clients',
  'Projects',
  'Inventory',
  'Stickers',
  'Tools',
  'Notes',
  'Pages',
  'Enquiries',
  'Waitlist',
  'Activity',
  'Trash',
  // The seeded admin is the first superuser: the superuser route group, then everyone's own.
  'Users',
  'Outbox',
  'Webhooks',
  'My account',
];

test(
  'the seeded admin signs in, sees the admin navigation and logs out',
  POSTGRES_SMOKE,
  async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username or email address').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link')).toHaveText(ADMIN_NAV);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The old session is gone: the dashboard sends us back to the login page.
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/\/login$/);
  },
);

test('a wrong password shows the server message under the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username or email address').fill('admin@example.com');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username, email address or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visit to /dashboard/clients lands on /login', async ({ page }) => {
  await page.goto('/dashboard/clients');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username or email address')).toBeVisible();
});

test('a signed-in visitor on /login goes to the dashboard, and unknown dashboard paths to the overview', async ({
  adminPage: page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await page.goto('/dashboard/no-such-screen');
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});

test('the account icon leads to /login when signed out', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the account icon leads to the dashboard when signed in', async ({ adminPage: page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});

test('an ordinary user sees only "My projects" and "My account"', async ({ page }) => {
  // Created with the same command an operator would use, on the e2e server's database.
  execFileSync(
    'npx',
    [
      'tsx',
      'scripts/users.ts',
      'create',
      'olive',
      'olive@example.com',
      '--password',
      'olive-password',
    ],
    {
      env: { ...process.env, DATABASE_URL: `sqlite:${join(process.env.E2E_DATA_DIR!, 'app.db')}` },
      stdio: 'pipe',
    },
  );
  await page.goto('/login');
  await page.getByLabel('Username or email address').fill('olive@example.com');
  await page.getByLabel('Password').fill('olive-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-projects$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link')).toHaveText([
    'My projects',
    'My account',
  ]);
  await expect(page.getByText('Your account is not linked to a client yet.')).toBeVisible();
  await page.goto('/dashboard/clients');
  await expect(page).toHaveURL(/\/dashboard\/my-projects$/);
});
