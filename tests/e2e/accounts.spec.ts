import type { Browser, Page, TestInfo } from '@playwright/test';
import { api, expect, signInByApi, test } from './fixtures';
import { unique } from './support';

/** A second browser (its own cookies) on the e2e server. */
async function otherBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}
async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email address').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
/** An account made through the API by the signed-in superuser of `page`. */
async function makeAccount(page: Page, role = 'ordinary') {
  const username = `acct-${unique()}`;
  const password = `${username}-password`;
  const made = await api(page, 'POST', '/api/v1/users', {
    username,
    email_address: `${username}@example.com`,
    role,
    password,
  });
  return { id: made.user.id as number, username, password };
}
const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');

test('a superuser adds an account with a generated password, shown once, and it signs in', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const username = `ivy-${unique()}`;
  await page.goto('/dashboard/users');
  await page.getByRole('link', { name: '+ Add User' }).first().click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email address').fill(`${username}@example.com`);
  await page.getByLabel('Role').selectOption('ordinary');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();
  const password = (await page.getByLabel('Generated password').textContent())!.trim();
  expect(password).toMatch(/^[\w-]{16}$/);

  const ivy = await otherBrowser(browser, testInfo);
  await logIn(ivy, username, password);
  await expect(ivy).toHaveURL(/\/dashboard\/my-projects$/);
  await expect(nav(ivy)).toHaveText(['My projects', 'My account']);
  // Users is not theirs: the path goes home, and the API refuses.
  await ivy.goto('/dashboard/users');
  await expect(ivy).toHaveURL(/\/dashboard\/my-projects$/);
  expect((await ivy.request.get('/api/v1/users')).status()).toBe(403);

  // The list finds it by search; the password is nowhere to be seen again.
  await page.goto('/dashboard/users');
  await page.getByLabel('Search accounts').fill(username);
  await expect(page).toHaveURL(new RegExp(`q=${username}`));
  await expect(page.getByText('1 account', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(username) }).click();
  await expect(page.getByRole('heading', { name: username })).toBeVisible();
  await expect(page.getByText(password)).toHaveCount(0);
});

test('a superuser changes a role, resets a password and disables an account: its session ends at once', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const account = await makeAccount(page);
  const them = await otherBrowser(browser, testInfo);
  await signInByApi(them.request, account.username, account.password);
  await them.goto('/dashboard');
  await expect(nav(them)).toHaveText(['My projects', 'My account']);

  await page.goto(`/dashboard/users/${account.id}`);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await page.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByRole('status').getByText('Role changed')).toBeVisible();
  await them.reload();
  await expect(nav(them).first()).toHaveText('Overview');

  // Reset with the field left empty: a generated password, shown once; their session ends.
  await page.getByRole('button', { name: 'Reset password' }).click();
  const password = (await page.getByLabel('Generated password').textContent())!.trim();
  await them.reload();
  await expect(them).toHaveURL(/\/login$/);
  await logIn(them, account.username, password);
  await expect(them).toHaveURL(/\/dashboard\/overview$/);

  await page.getByRole('button', { name: 'Disable this account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('button', { name: 'Enable this account' })).toBeVisible();
  await expect(page.getByText('Admin · disabled')).toBeVisible();
  await them.reload();
  await expect(them).toHaveURL(/\/login$/);
  await logIn(them, account.username, password);
  await expect(them.getByRole('alert')).toHaveText(
    'This account is disabled. Ask an administrator to enable it.',
  );

  await page.getByRole('button', { name: 'Enable this account' }).click();
  await expect(page.getByRole('button', { name: 'Disable this account' })).toBeVisible();
  await logIn(them, account.username, password);
  await expect(them).toHaveURL(/\/dashboard\/overview$/);
});

test('My account: a user changes their password with the current one; their other session ends', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const account = await makeAccount(page);
  const [here, elsewhere] = [
    await otherBrowser(browser, testInfo),
    await otherBrowser(browser, testInfo),
  ];
  for (const p of [here, elsewhere])
    await signInByApi(p.request, account.username, account.password);
  await here.goto('/dashboard/my-projects');
  await here.getByRole('link', { name: 'My account' }).click();
  await expect(here.getByText(account.username, { exact: true }).first()).toBeVisible();
  await expect(here.getByText(`${account.username}@example.com`).first()).toBeVisible();

  // The email address section asks for the current password too.
  const card = here.getByRole('region', { name: 'Change password' });
  await card.getByLabel('Current password').fill('not my password');
  await card.getByLabel('New password').fill('a fresh password');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('Current password is not correct')).toBeVisible();

  await card.getByLabel('Current password').fill(account.password);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(
    here.getByRole('status').getByText('Password changed. Your other sessions have ended.'),
  ).toBeVisible();
  await here.reload();
  await expect(here).toHaveURL(/\/dashboard\/account$/);
  await elsewhere.goto('/dashboard/my-projects');
  await expect(elsewhere).toHaveURL(/\/login$/);
  await logIn(elsewhere, account.username, 'a fresh password');
  await expect(elsewhere).toHaveURL(/\/dashboard\/my-projects$/);
});

test('Waitlist: an admin sees the addresses with the total and downloads them as CSV', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const address = `+wait-${unique()}@example.com`;
  const visitor = await otherBrowser(browser, testInfo);
  await visitor.request.get('/session');
  const xsrf = (await visitor.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const joined = await visitor.request.post('/api/v1/waitlist', {
    data: { email_address: address },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(joined.status()).toBe(200);

  await page.goto('/dashboard/overview');
  await nav(page).getByText('Waitlist').click();
  await expect(page.getByText(/^\d+ address(es)?$/)).toBeVisible();
  await page.getByLabel('Search addresses').fill(address);
  await expect(page.getByText('1 address', { exact: true })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByText('Waiting for confirmation')).toBeVisible();

  // The kit's export takes the search typed: the file holds that one address.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d\d-\d\d\.csv$/);
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile((await file.path())!, 'utf8');
  const today = new Date().toISOString().slice(0, 10);
  // The leading + would start a formula in a spreadsheet: the cell begins with a quote instead.
  // Its owner has not followed the mailed link yet: not confirmed.
  expect(csv).toBe(`\uFEFF"Email address","Joined","Confirmed"\r\n"'${address}",${today},no\r\n`);
});

test('My projects: a superuser links an ordinary account to a client, which then sees its projects read-only', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const org = `Linked Co ${unique()}`;
  const client = await api(page, 'POST', '/api/v1/clients', { client: { organization_name: org } });
  const project = await api(page, 'POST', '/api/v1/projects', {
    project: { name: `Gate cameras ${unique()}`, project_class: 'CCTV', client_id: client.id },
  });
  const done = await api(page, 'POST', '/api/v1/tasks', {
    task: { name: 'Survey the site', project_id: project.id },
  });
  await api(page, 'POST', '/api/v1/tasks', {
    task: { name: 'Mount cameras', project_id: project.id },
  });
  await api(page, 'PUT', `/api/v1/tasks/${done.id}`, { task: { completed: true } });
  const account = await makeAccount(page);

  const them = await otherBrowser(browser, testInfo);
  await signInByApi(them.request, account.username, account.password);
  await them.goto('/dashboard/my-projects');
  await expect(them.getByText('Your account is not linked to a client yet.')).toBeVisible();

  await page.goto(`/dashboard/users/${account.id}`);
  await page.getByLabel('Search clients').fill(org);
  await page.getByLabel('Client to link').selectOption({ label: org });
  await page.getByRole('button', { name: 'Link client' }).click();
  await expect(page.getByText(`Linked to ${org}`)).toBeVisible();

  await them.reload();
  await expect(them.getByText(`1 project for ${org}`)).toBeVisible();
  const card = them.getByRole('region', { name: project.name });
  await expect(card.getByText('CCTV')).toBeVisible();
  await expect(card.getByText('1 of 2 tasks done')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText([
    'Mount camerasTo do',
    'Survey the siteDone',
  ]);
  // Read-only: nothing to tick or edit.
  await expect(card.getByRole('checkbox')).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);
});
