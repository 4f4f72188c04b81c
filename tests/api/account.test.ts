import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectInvalid, expectStatus } from './support/api';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn(username: string, password = PASSWORD) {
  const c = t.client();
  expectStatus(await c.login(username, password), 200);
  return c;
}
const isSignedIn = async (c: ApiClient) => (await c.get('/session')).json().active as boolean;
const change = (c: ApiClient, current_password: string, new_password: string) =>
  c.put(`${API}/account/password`, { current_password, new_password });

describe('My account: changing your password', () => {
  it.each(['user', 'admin', 'superuser'] as const)(
    'works for a %s: this session stays, the others end, the old password no longer signs in',
    async (role) => {
      const name = `${role}-changes`;
      await t.createUser(role, name);
      const [here, elsewhere] = [await signedIn(name), await signedIn(name)];
      const res = await change(here, PASSWORD, 'a brand new password');
      expectStatus(res, 200);
      expect(res.json().message).toMatch(/Your other sessions have ended/);
      expect(await isSignedIn(here)).toBe(true);
      expect(await isSignedIn(elsewhere)).toBe(false);
      expectStatus(await t.client().login(name, PASSWORD), 401);
      await signedIn(name, 'a brand new password');
    },
  );

  it('refuses a wrong current password, and changes nothing', async () => {
    await t.createUser('user', 'wrong-current');
    const c = await signedIn('wrong-current');
    const other = await signedIn('wrong-current');
    const res = await change(c, 'not my password', 'a brand new password');
    expectInvalid(res, 'current_password');
    expect(res.json().errors).toEqual({ current_password: ['is not correct'] });
    expect(await isSignedIn(other)).toBe(true);
    await signedIn('wrong-current');
  });

  it('refuses a new password under 8 characters and missing fields', async () => {
    await t.createUser('user', 'short-new');
    const c = await signedIn('short-new');
    expectInvalid(await change(c, PASSWORD, 'short'), 'new_password');
    expectInvalid(
      await c.put(`${API}/account/password`, { new_password: 'long enough' }),
      'current_password',
    );
    expectInvalid(await c.put(`${API}/account/password`, {}), 'new_password');
    await signedIn('short-new');
  });

  it('counts wrong current passwords against the sign-in budget (429 after 5)', async () => {
    await t.createUser('user', 'guesser');
    const c = await signedIn('guesser');
    for (let i = 0; i < 5; i++) expectStatus(await change(c, `guess ${i}`, 'whatever long'), 422);
    const limited = await change(c, PASSWORD, 'whatever long');
    expectStatus(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
    // A session knows both names: its guesses lock the sign-in through either.
    const form = t.client();
    expectStatus(await form.login('guesser'), 429);
    await form.get('/session');
    const byEmail = { email_address: 'guesser@example.com', password: PASSWORD };
    expectStatus(await form.send({ method: 'POST', url: '/session', payload: byEmail }), 429);
  });

  it('is refused signed out (401) and without the XSRF header (403)', async () => {
    expectStatus(await change(await t.as('anonymous'), PASSWORD, 'a brand new password'), 401);
    await t.createUser('user', 'no-xsrf');
    const c = await signedIn('no-xsrf');
    const res = await c.send({
      method: 'PUT',
      url: `${API}/account/password`,
      payload: { current_password: PASSWORD, new_password: 'a brand new password' },
      xsrf: false,
    });
    expectStatus(res, 403);
    await signedIn('no-xsrf');
  });
});
