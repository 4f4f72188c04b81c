import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectInvalid, expectStatus, type Res } from './support/api';

// My account's theme (ADR 0032): Light, Dark or System for everyone signed in, kept on the
// server and brought to another browser at sign-in as the `theme` cookie.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const choose = (c: ApiClient, theme: unknown) => c.put(`${API}/account/theme`, { theme });
const themeCookie = (res: Res) => res.cookies.find((c) => c.name === 'theme');

async function signedIn(role: 'user' | 'admin' | 'superuser', name: string) {
  await t.createUser(role, name);
  const c = t.client();
  const res = await c.login(name);
  expectStatus(res, 200);
  return { c, res };
}

describe('theme choice', () => {
  it('starts as system; saved for each person, whatever their role, with the cookie set', async () => {
    for (const role of ['user', 'admin', 'superuser'] as const) {
      const { c } = await signedIn(role, `theme-${role}`);
      expect((await c.get(`${API}/account/theme`)).json()).toEqual({ theme: 'system' });
      const put = await choose(c, 'dark');
      expectStatus(put, 200);
      expect(put.json()).toEqual({ theme: 'dark' });
      expect(themeCookie(put)).toMatchObject({ value: 'dark', path: '/', sameSite: 'Lax' });
      expect(themeCookie(put)?.httpOnly).toBeFalsy();
      expect((await c.get(`${API}/account/theme`)).json()).toEqual({ theme: 'dark' });
    }
  });

  it('System clears the cookie and the stored choice; Light replaces Dark', async () => {
    const { c } = await signedIn('user', 'theme-switcher');
    expectStatus(await choose(c, 'dark'), 200);
    expect(themeCookie(await choose(c, 'light'))?.value).toBe('light');
    expect((await c.get(`${API}/account/theme`)).json()).toEqual({ theme: 'light' });
    const cleared = themeCookie(await choose(c, 'system'));
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await c.get(`${API}/account/theme`)).json()).toEqual({ theme: 'system' });
  });

  it('comes to another browser at sign-in, and is cleared there when it is System', async () => {
    const { c } = await signedIn('admin', 'theme-traveller');
    expectStatus(await choose(c, 'dark'), 200);
    const elsewhere = t.client();
    expect(themeCookie(await elsewhere.login('theme-traveller'))?.value).toBe('dark');
    expectStatus(await choose(c, 'system'), 200);
    expect(themeCookie(await t.client().login('theme-traveller'))?.value).toBe('');
  });

  it('is one person’s: another account keeps its own', async () => {
    const { c: one } = await signedIn('user', 'theme-one');
    const { c: two } = await signedIn('user', 'theme-two');
    expectStatus(await choose(one, 'light'), 200);
    expect((await two.get(`${API}/account/theme`)).json()).toEqual({ theme: 'system' });
  });

  it('refuses anything but light, dark or system with a 422, and strangers with a 401', async () => {
    const { c } = await signedIn('user', 'theme-typo');
    expectInvalid(await choose(c, 'sepia'), 'theme');
    expectInvalid(await choose(c, undefined), 'theme');
    expectStatus(await c.put(`${API}/account/theme`, { theme: 'dark', extra: 1 }), 422);
    expect((await c.get(`${API}/account/theme`)).json()).toEqual({ theme: 'system' });
    const stranger = t.client();
    expectStatus(await stranger.get(`${API}/account/theme`), 401);
    expectStatus(await choose(stranger, 'dark'), 401);
  });
});
