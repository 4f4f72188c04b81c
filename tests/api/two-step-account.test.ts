import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient } from './support/api';
import { codeFor, stepStart, turnOn } from './support/two-step';

const ME = `${API}/account/two-step`;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(stepStart(1_900_000_000_000) + 5_000);
});
afterEach(() => vi.useRealTimers());
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

let n = 0;
async function signedIn(role: 'user' | 'admin' | 'superuser' = 'user') {
  const name = `avery${++n}`;
  const user = await t.createUser(role, name);
  const c = t.client();
  expect((await c.login(name)).statusCode).toBe(200);
  return { c, name, id: user.id };
}
/** Signs in through both steps with a recovery code. */
async function signInWith(c: ApiClient, name: string, code: string) {
  expect((await c.login(name)).json().two_step_required).toBe(true);
  return c.post('/session/two-step', { code });
}

describe('setting two-step sign-in up (any signed-in user, for their own account)', () => {
  it('shows the secret and a QR code, asks for one code, then answers ten recovery codes once', async () => {
    const { c } = await signedIn('user');
    expect((await c.get(ME)).json()).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
    });
    const setup = await c.post(`${ME}/setup`);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_data_url } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_data_url.split(',')[1], 'base64').toString()).toContain('<svg');
    // Not on until confirmed.
    expect((await c.get(ME)).json().enabled).toBe(false);

    const wrongCode = '000000' === codeFor(secret) ? '111111' : '000000';
    const wrong = await c.post(ME, { code: wrongCode, current_password: PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['code']);

    const done = await c.post(ME, { code: codeFor(secret), current_password: PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    expect((await c.get(ME)).json()).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      required: false,
    });
    // The codes and the secret are never shown again.
    expect((await c.get(ME)).body).not.toContain(done.json().recovery_codes[0]);
    expect((await c.post(`${ME}/setup`)).statusCode).toBe(409);
    expect(
      (await c.post(ME, { code: codeFor(secret), current_password: PASSWORD })).statusCode,
    ).toBe(409);
  });

  it('refuses to confirm before setup starts (409), and a secret from an earlier setup', async () => {
    const { c } = await signedIn('user');
    const confirm = (code: string) => c.post(ME, { code, current_password: PASSWORD });
    expect((await confirm('123456')).statusCode).toBe(409);
    const first = (await c.post(`${ME}/setup`)).json().secret as string;
    const second = (await c.post(`${ME}/setup`)).json().secret as string;
    expect(second).not.toBe(first);
    if (codeFor(first) !== codeFor(second))
      expect((await confirm(codeFor(first))).statusCode).toBe(422);
    expect((await confirm(codeFor(second))).statusCode).toBe(200);
  });

  it('takes the current password too: 422 without it or when wrong, and nothing changes', async () => {
    const { c } = await signedIn('user');
    const { secret } = (await c.post(`${ME}/setup`)).json();
    const missing = await c.post(ME, { code: codeFor(secret) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['is required'] });
    const wrong = await c.post(ME, { code: codeFor(secret), current_password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    // The words of PUT /account/password's refusal.
    expect(wrong.json()).toEqual({
      message: 'Current password is not correct',
      errors: { current_password: ['is not correct'] },
    });
    expect((await c.get(ME)).json().enabled).toBe(false);
    const done = await c.post(ME, { code: codeFor(secret), current_password: PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('wrong passwords while turning it on count toward the sign-in throttle', async () => {
    const { c, name } = await signedIn('user');
    const { secret } = (await c.post(`${ME}/setup`)).json();
    const confirm = (current_password: string) =>
      c.post(ME, { code: codeFor(secret), current_password });
    for (let i = 0; i < 5; i++) expect((await confirm('wrong')).statusCode).toBe(422);
    const locked = await confirm(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await c.get(ME)).json().enabled).toBe(false);
    expect((await t.client().login(name)).statusCode).toBe(429);
  });

  it("ends the account's other sessions, and keeps the one that turned it on", async () => {
    const { c, name } = await signedIn('user');
    const elsewhere = t.client();
    expect((await elsewhere.login(name)).statusCode).toBe(200);
    const stranger = await signedIn('user');
    await turnOn(c);
    expect((await c.get('/session')).json()).toMatchObject({ active: true });
    expect((await c.get(ME)).statusCode).toBe(200);
    expect((await elsewhere.get('/session')).json()).toMatchObject({ active: false, user: null });
    expect((await elsewhere.get(ME)).statusCode).toBe(401);
    // Another account's session is not touched.
    expect((await stranger.c.get('/session')).json().active).toBe(true);
  });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const { c, id } = await signedIn('user');
    const { secret, recoveryCodes } = await turnOn(c);
    const row = await t.db
      .selectFrom('two_step_secrets')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    const codes = await t.db
      .selectFrom('two_step_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', id)
      .execute();
    expect(codes).toHaveLength(10);
    const stored = JSON.stringify(codes);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });

  it('is refused to a visitor who is not signed in (401)', async () => {
    const c = t.client();
    await c.get('/session');
    expect((await c.get(ME)).statusCode).toBe(401);
    expect((await c.post(`${ME}/setup`)).statusCode).toBe(401);
  });
});

describe('turning it off', () => {
  it('takes a current code, or the password; refuses wrong ones and an empty body', async () => {
    const { c, name } = await signedIn('user');
    const { secret } = await turnOn(c);
    const off = `${ME}/turn-off`;
    expect((await c.post(off, {})).statusCode).toBe(422);
    const badPassword = await c.post(off, { password: 'not my password' });
    expect(badPassword.statusCode).toBe(422);
    expect(Object.keys(badPassword.json().errors)).toEqual(['password']);
    // The setup's code was used: replaying it is refused too.
    expect((await c.post(off, { code: codeFor(secret) })).statusCode).toBe(422);
    later(30_000);
    expect((await c.post(off, { code: codeFor(secret) })).statusCode).toBe(200);
    expect((await c.get(ME)).json().enabled).toBe(false);
    expect((await c.post(off, { password: 'correct horse battery' })).statusCode).toBe(409);

    const again = t.client();
    const res = await again.login(name);
    expect(res.json()).toMatchObject({ active: true, user: { username: name } });
  });

  it('wrong passwords while turning it off count toward the sign-in throttle', async () => {
    const { c, name } = await signedIn('user');
    await turnOn(c);
    for (let i = 0; i < 5; i++)
      expect((await c.post(`${ME}/turn-off`, { password: 'wrong' })).statusCode).toBe(422);
    expect((await c.post(`${ME}/turn-off`, { password: 'correct horse battery' })).statusCode).toBe(
      429,
    );
    expect((await t.client().login(name)).statusCode).toBe(429);
  });
});

describe("a superuser resets a user's second step", () => {
  it('DELETE /api/v1/users/:id/two-step: superusers only; the user then signs in with the password', async () => {
    const owner = await signedIn('admin');
    const { recoveryCodes } = await turnOn(owner.c);
    const url = `${API}/users/${owner.id}/two-step`;
    const anonymous = t.client();
    await anonymous.get('/session');
    expect((await anonymous.delete(url)).statusCode).toBe(401);
    for (const role of ['user', 'admin'] as const) {
      const res = await (await signedIn(role)).c.delete(url);
      expect(res.statusCode).toBe(403);
    }
    // Still on: a code is needed.
    expect((await signInWith(t.client(), owner.name, recoveryCodes[0]!)).statusCode).toBe(200);

    const boss = await signedIn('superuser');
    const res = await boss.c.delete(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Two-step sign-in reset', id: owner.id });
    expect((await boss.c.delete(`${API}/users/999999/two-step`)).statusCode).toBe(404);
    expect((await boss.c.delete(`${API}/users/abc/two-step`)).statusCode).toBe(422);

    const after = await t.client().login(owner.name);
    expect(after.json()).toMatchObject({ active: true, user: { username: owner.name } });
    expect(after.json().two_step_required).toBeUndefined();
  });
});

describe('REQUIRE_TWO_STEP_FOR_ADMINS=on', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ REQUIRE_TWO_STEP_FOR_ADMINS: 'on' });
  });
  afterAll(() => strict.close());

  it('an admin without it gets a session for the setup only; every other route is a 403', async () => {
    await strict.createUser('admin', 'ada');
    const c = strict.client();
    const login = await c.login('ada');
    expect(login.json()).toMatchObject({ active: true, two_step_setup_required: true });
    expect((await c.get('/session')).json().two_step_setup_required).toBe(true);

    const refused = await c.get(`${API}/overview`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/two-step/),
      code: 'two_step_setup_required',
    });
    expect(
      (await c.post(`${API}/clients`, { client: { organization_name: 'X' } })).statusCode,
    ).toBe(403);
    expect((await c.get(ME)).json()).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: true,
    });

    const { secret } = await turnOn(c);
    expect((await c.get(`${API}/overview`)).statusCode).toBe(200);
    expect((await c.get('/session')).json().two_step_setup_required).toBeUndefined();
    // Required: it cannot be turned off, even with a right code.
    later(30_000);
    const off = await c.post(`${ME}/turn-off`, { code: codeFor(secret) });
    expect(off.statusCode).toBe(403);
    expect((await c.get(ME)).json().enabled).toBe(true);
  });

  it('superusers too; ordinary users and signed-out visitors are not affected', async () => {
    await strict.createUser('superuser', 'sue');
    const sue = strict.client();
    expect((await sue.login('sue')).json().two_step_setup_required).toBe(true);
    expect((await sue.delete(`${API}/users/1/two-step`)).statusCode).toBe(403);

    await strict.createUser('user', 'uma');
    const uma = strict.client();
    const login = await uma.login('uma');
    expect(login.json().two_step_setup_required).toBeUndefined();
    expect((await uma.get(ME)).json().required).toBe(false);

    const anonymous = strict.client();
    await anonymous.get('/session');
    expect((await anonymous.get(`${API}/overview`)).statusCode).toBe(401);
    expect((await anonymous.get(`${API}/pages`)).statusCode).toBe(200);
  });
});
