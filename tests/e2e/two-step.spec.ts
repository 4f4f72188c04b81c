import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { startChildServer } from '../support/child-server';
import { expect, signInByApi, test } from './fixtures';

const PASSWORD = 'two-step-password';
// Each test creates users with the CLI and signs in several times (argon2), and one starts a
// second server: more than the default 30 s on a busy machine. A ceiling, not a speed claim.
test.describe.configure({ timeout: 120_000 });
/** The code an authenticator app shows; `steps` ahead uses the drift window instead of waiting. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

function createUser(name: string, flags: string[] = [], databaseDir = process.env.E2E_DATA_DIR!) {
  execFileSync(
    'npx',
    [
      'tsx',
      'scripts/users.ts',
      'create',
      name,
      `${name}@example.com`,
      '--password',
      PASSWORD,
      ...flags,
    ],
    {
      env: { ...process.env, DATABASE_URL: `sqlite:${join(databaseDir, 'app.db')}` },
      stdio: 'pipe',
    },
  );
}

async function logIn(page: Page, name: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username or email address').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * On My account: set it up with a code computed from the key shown and the password (a wrong one
 * first, refused on its field); answers key and codes.
 */
async function setUp(page: Page) {
  // The password change on the same screen has a "Current password" too.
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await section.locator('.two-step__secret').textContent())!.trim();
  await section.getByLabel('Code from your app').fill(codeFor(secret));
  await section.getByLabel('Current password').fill('not the password');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('Current password is not correct')).toBeVisible();
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();
  return { secret, recoveryCodes };
}

test('set up two-step sign-in, then sign in with a code and with a recovery code', async ({
  page,
}) => {
  createUser('tess', ['--admin']);
  await logIn(page, 'tess');
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await page.goto('/dashboard/account');
  const { secret, recoveryCodes } = await setUp(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The password alone is not enough: the code step follows, and a wrong code is refused.
  await logIn(page, 'tess');
  await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
  await enterCode(page, codeFor(secret) === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toHaveText('Invalid code');
  await expect(page).toHaveURL(/\/login$/);
  // The setup's code was this step's: the next step's code (within the drift window) is fresh.
  await enterCode(page, codeFor(secret, 1));
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await page.getByRole('button', { name: 'Log out' }).click();

  await logIn(page, 'tess');
  await enterCode(page, recoveryCodes[0]!);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await page.goto('/dashboard/account');
  await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  // A used recovery code does not work twice.
  await logIn(page, 'tess');
  await enterCode(page, recoveryCodes[0]!);
  await expect(page.getByRole('alert')).toHaveText('That recovery code has already been used');
});

async function apiCall(request: APIRequestContext, method: string, url: string, data?: unknown) {
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  const res = await request.fetch(url, { method, data, headers: { 'X-XSRF-TOKEN': xsrf ?? '' } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test("a superuser resets a user's second step; the user signs in with the password alone", async ({
  page,
  playwright,
  browser,
  baseURL,
}) => {
  createUser('rhys');
  const rhys = await playwright.request.newContext({ baseURL });
  await signInByApi(rhys, 'rhys', PASSWORD);
  const { user } = await (await rhys.get('/session')).json();
  const { secret } = await apiCall(rhys, 'POST', '/api/v1/account/two-step/setup');
  await apiCall(rhys, 'POST', '/api/v1/account/two-step', {
    code: codeFor(secret),
    current_password: PASSWORD,
  });
  await rhys.dispose();

  await logIn(page, 'rhys');
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();

  // The superuser resets it from rhys's page on the Users screen, in a browser of their own.
  const bossContext = await browser.newContext({ baseURL });
  await signInByApi(bossContext.request, E2E_ADMIN.username, E2E_ADMIN.password);
  const boss = await bossContext.newPage();
  await boss.goto(`/dashboard/users/${user.id}`);
  await boss.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await boss.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  await expect(
    boss.getByRole('status').filter({ hasText: 'rhys now signs in with the password alone' }),
  ).toBeVisible();
  await bossContext.close();

  await logIn(page, 'rhys');
  await expect(page).toHaveURL(/\/dashboard\/my-projects$/);
  await page.goto('/dashboard/account');
  await expect(page.getByText(/Two-step sign-in is off/)).toBeVisible();
});

test('REQUIRE_TWO_STEP_FOR_ADMINS=on takes an admin to set it up before anything else', async ({
  page,
}) => {
  // A second server of its own, with the setting on.
  const dir = mkdtempSync(join(tmpdir(), 'e2e-two-step-'));
  const server = await startChildServer({
    databaseUrl: `sqlite:${join(dir, 'app.db')}`,
    env: {
      REQUIRE_TWO_STEP_FOR_ADMINS: 'on',
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: PASSWORD,
    },
  });
  try {
    await page.goto(`${server.origin}/login`);
    await page.getByLabel('Username or email address').fill('chief');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(page.getByText(/required for admins: set it up/)).toBeVisible();
    // Any other screen comes back here; the API refuses the rest.
    await page.goto(`${server.origin}/dashboard/clients`);
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    const refused = await page.request.get(`${server.origin}/api/v1/overview`);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('two_step_setup_required');

    await setUp(page);
    await expect(page.getByText(/required for admins, so it cannot be turned off/)).toBeVisible();
    await page.goto(`${server.origin}/dashboard/overview`);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link'),
    ).not.toHaveCount(0);
  } finally {
    await server.stop();
  }
});
