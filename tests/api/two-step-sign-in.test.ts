import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient } from './support/api';
import { codeFor, stepStart, turnOn } from './support/two-step';
import { runUsersCli } from '../support/users-cli';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// Only Date is faked: the clock moves when a test says so, timers and I/O run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(stepStart(1_900_000_000_000) + 5_000);
});
afterEach(() => vi.useRealTimers());

let n = 0;
/** A fresh admin with two-step sign-in on, and a signed-out client. */
async function withTwoStep() {
  const name = `tess${++n}`;
  await t.createUser('admin', name);
  const owner = t.client();
  expect((await owner.login(name)).statusCode).toBe(200);
  const { secret, recoveryCodes } = await turnOn(owner);
  const c = t.client();
  return { name, secret, recoveryCodes, c, owner };
}
const second = (c: ApiClient, code: string) => c.post('/session/two-step', { code });
const isSignedIn = async (c: ApiClient) => (await c.get('/session')).json().active as boolean;
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('signing in with two-step sign-in on', () => {
  it('the password alone gives no session, only a request for the code; the code signs in', async () => {
    const { name, secret, c } = await withTwoStep();
    later(30_000); // the setup's code was for the previous step
    const first = await c.login(name);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ active: false, user: null, two_step_required: true });
    const cookie = first.cookies.find((k) => k.name === 'two-step');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/session', sameSite: 'Strict' });
    expect(await isSignedIn(c)).toBe(false);
    expect((await c.get(`${API}/overview`)).statusCode).toBe(401);

    const res = await second(c, codeFor(secret));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Signed in',
      active: true,
      user: { username: name },
    });
    expect(await isSignedIn(c)).toBe(true);
    expect((await c.get(`${API}/overview`)).statusCode).toBe(200);
  });

  it('refuses a wrong code (401) and still takes the right one afterwards', async () => {
    const { name, secret, c } = await withTwoStep();
    later(30_000);
    await c.login(name);
    const right = codeFor(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const res = await second(c, wrong);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid code' });
    expect(await isSignedIn(c)).toBe(false);
    expect((await second(c, right)).statusCode).toBe(200);
  });

  it('refuses a code reused within its window, and an earlier step’s code after a later one', async () => {
    const { name, secret, c } = await withTwoStep();
    later(30_000);
    const code = codeFor(secret);
    await c.login(name);
    expect((await second(c, code)).statusCode).toBe(200);
    await c.delete('/session');

    later(10_000); // same step: the code is still "valid", but it was used
    await c.login(name);
    const reused = await second(c, code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toMatch(/already been used/);
    // A code from the step before (inside the drift window) is older than the used one: refused.
    expect((await second(c, codeFor(secret, Date.now() - 30_000))).statusCode).toBe(401);

    later(30_000); // the next step's code is fresh
    expect((await second(c, codeFor(secret))).statusCode).toBe(200);
  });

  it('accepts a code one step off (clock drift) but not two steps off', async () => {
    const { name, secret, c } = await withTwoStep();
    later(90_000);
    await c.login(name);
    expect((await second(c, codeFor(secret, Date.now() - 60_000))).statusCode).toBe(401);
    expect((await second(c, codeFor(secret, Date.now() + 30_000))).statusCode).toBe(200);
  });

  it('refuses the code after the waiting sign-in expired (5 minutes), or without one', async () => {
    const { name, secret, c } = await withTwoStep();
    await c.login(name);
    later(5 * 60_000 + 1_000);
    const res = await second(c, codeFor(secret));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
    expect(await isSignedIn(c)).toBe(false);

    const stranger = t.client();
    await stranger.get('/session');
    expect((await second(stranger, codeFor(secret))).statusCode).toBe(401);
  });

  it('a waiting sign-in is single use: its cookie, replayed after success, is refused', async () => {
    const { name, secret, recoveryCodes, c } = await withTwoStep();
    later(30_000);
    await c.login(name);
    const token = c.jar.get('two-step')!;
    expect((await second(c, codeFor(secret))).statusCode).toBe(200);
    c.jar.set('two-step', token);
    const replay = await second(c, recoveryCodes[0]!);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/expired/);
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const { name, recoveryCodes, c } = await withTwoStep();
    const [code] = recoveryCodes as [string];
    await c.login(name);
    expect((await second(c, ` ${code.toUpperCase()} `)).statusCode).toBe(200);
    expect((await c.get(`${API}/account/two-step`)).json()).toMatchObject({
      enabled: true,
      recovery_codes_left: 9,
    });
    await c.delete('/session');
    await c.login(name);
    const again = await second(c, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'That recovery code has already been used' });
    expect((await second(c, 'abcde-fghjk')).json()).toEqual({ message: 'Invalid code' });
    expect((await second(c, recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('refuses a malformed body with a 422', async () => {
    const { name, c } = await withTwoStep();
    await c.login(name);
    expect((await c.post('/session/two-step', {})).statusCode).toBe(422);
    expect((await c.post('/session/two-step', { code: 'x'.repeat(65) })).statusCode).toBe(422);
  });
});

describe('wrong codes count toward the sign-in throttle', () => {
  it('the password and four wrong codes use the five attempts; then 429, even for the right code', async () => {
    const { name, secret, c } = await withTwoStep();
    later(30_000);
    await c.login(name); // attempt 1
    for (let i = 0; i < 4; i++) expect((await second(c, '000000')).statusCode).toBe(401);
    const res = await second(c, codeFor(secret));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await isSignedIn(c)).toBe(false);
  });

  it('typing the password again does not reset the count', async () => {
    const { name, secret, c } = await withTwoStep();
    later(30_000);
    await c.login(name);
    for (let i = 0; i < 2; i++) expect((await second(c, '000000')).statusCode).toBe(401);
    expect((await c.login(name)).json().two_step_required).toBe(true); // attempt 4
    expect((await second(c, '000000')).statusCode).toBe(401); // attempt 5
    expect((await second(c, codeFor(secret))).statusCode).toBe(429);
    expect((await c.login(name)).statusCode).toBe(429);
  });

  it('a right code clears the count', async () => {
    const { name, secret, c } = await withTwoStep();
    later(30_000);
    await c.login(name);
    for (let i = 0; i < 3; i++) await second(c, '000000');
    expect((await second(c, codeFor(secret))).statusCode).toBe(200);
    await c.delete('/session');
    later(30_000);
    await c.login(name);
    for (let i = 0; i < 3; i++) expect((await second(c, '000000')).statusCode).toBe(401);
    expect((await second(c, codeFor(secret))).statusCode).toBe(200);
  });
});

describe('a password change or reset ends the sign-ins waiting for a code', () => {
  const NEW = 'a brand new password';
  const changes: [string, (name: string, owner: ApiClient) => Promise<void>][] = [
    [
      'the owner changes it on My account',
      async (_name, owner) => {
        const body = { current_password: PASSWORD, new_password: NEW };
        const res = await owner.put(`${API}/account/password`, body);
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
    [
      'a superuser resets it',
      async (name) => {
        const su = await t.as('superuser');
        const [{ id }] = (await su.get(`${API}/users?q=${name}`)).json();
        const res = await su.post(`${API}/users/${id}/password`, { password: NEW });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
    [
      'the CLI’s passwd sets it',
      async (name) => {
        const run = await runUsersCli(t.url, 'passwd', name, '--password', NEW);
        expect(run.code, run.stderr).toBe(0);
      },
    ],
  ];

  it.each(changes)('%s: the old password’s waiting sign-in takes no code', async (_, change) => {
    const { name, recoveryCodes, c, owner } = await withTwoStep();
    const first = await c.login(name);
    expect(first.json().two_step_required).toBe(true);
    await change(name, owner);
    const res = await second(c, recoveryCodes[0]!);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
    expect(await isSignedIn(c)).toBe(false);
    // The new password starts a sign-in that the same recovery code finishes.
    expect((await c.login(name, NEW)).json().two_step_required).toBe(true);
    expect((await second(c, recoveryCodes[0]!)).statusCode).toBe(200);
  });
});

describe('a disabled account with two-step sign-in on', () => {
  it('hears that it is disabled after the password, and is not asked for a code', async () => {
    const { name, c } = await withTwoStep();
    const { id } = await t
      .as('superuser')
      .then(async (su) => (await su.get(`${API}/users?q=${name}`)).json()[0]);
    const su = await t.as('superuser');
    const off = await su.put(`${API}/users/${id}/disabled`, { disabled: true });
    expect(off.statusCode, off.body).toBe(200);
    const res = await c.login(name);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^This account is disabled\./);
    expect(res.cookies.find((k) => k.name === 'two-step')).toBeUndefined();
  });
});
