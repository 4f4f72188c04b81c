import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/**
 * Signs a browser context in through the API, as the web app itself does (XSRF included): on the
 * suite's server, or on the one at `origin`.
 */
export async function signInByApi(
  request: APIRequestContext,
  username: string,
  password: string,
  origin = '',
) {
  await request.get(`${origin}/session`);
  const state = await request.storageState();
  const xsrf = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post(`${origin}/session`, {
    data: { username, password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Calls the API as the signed-in context, echoing the current XSRF token. */
export async function api(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.fetch(url, { method, data, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

type Cookies = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];

/**
 * `adminPage`: a page whose context is signed in as the seeded superuser. Each worker signs in
 * once (a password check is an argon2 hash on the server, and most tests want the admin) and
 * every test's fresh context gets a copy of that session's cookies. Nothing in the suite ends the
 * admin's session: the tests that log out or sign in through the form use their own sessions.
 */
export const test = base.extend<{ adminPage: Page }, { adminCookies: Cookies }>({
  adminCookies: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await signInByApi(request, E2E_ADMIN.username, E2E_ADMIN.password);
      const { cookies } = await request.storageState();
      await request.dispose();
      await use(cookies);
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ page, adminCookies }, use) => {
    await page.context().addCookies(adminCookies);
    await use(page);
  },
});
export { expect };

/** The tests that also run on PostgreSQL (`scripts/e2e-postgres.mjs`, `--grep @postgres`). */
export const POSTGRES_SMOKE = { tag: '@postgres' };
