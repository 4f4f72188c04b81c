import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser('admin', 'ada');
  await t.createUser('user', 'uma');
});
afterAll(() => t.close());

describe('POST /session', () => {
  it('signs in by username and answers with the session and user', async () => {
    const c = t.client();
    const res = await c.login('ada');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Signed in',
      active: true,
      admin: true,
      superuser: false,
      user: {
        id: expect.any(Number),
        username: 'ada',
        email_address: 'ada@example.com',
        admin: true,
        superuser: false,
      },
      trash_days: 30,
      time_zone: 'UTC',
      currency: 'USD',
      locale: 'en-US',
    });
    const check = await c.get('/session');
    expect(check.json()).toMatchObject({
      active: true,
      admin: true,
      user: { username: 'ada' },
      trash_days: 30,
    });
  });

  it("tells a signed-in session the server's TRASH_DAYS, and a signed-out one nothing of it", async () => {
    const seven = await startTestApp({ TRASH_DAYS: '7' });
    try {
      await seven.createUser('admin', 'ada');
      const c = seven.client();
      expect((await c.get('/session')).json()).not.toHaveProperty('trash_days');
      expect((await c.login('ada')).json()).toMatchObject({ active: true, trash_days: 7 });
      expect((await c.get('/session')).json()).toMatchObject({ active: true, trash_days: 7 });
    } finally {
      await seven.close();
    }
  });

  it('signs in by email address, case-insensitively', async () => {
    const c = t.client();
    await c.get('/session');
    const res = await c.post('/session', { email_address: 'UMA@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      active: true,
      admin: false,
      superuser: false,
      user: { username: 'uma' },
    });
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const c = t.client();
    const wrong = await c.login('uma', 'wrong password');
    const unknown = await c.login('nobody', 'wrong password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid username, email address or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect((await c.get('/session')).json()).toMatchObject({ active: false, user: null });
  });

  it('gives a new session id at every login', async () => {
    const c = t.client();
    await c.get('/session');
    const anonymous = c.jar.get('sid');
    await c.login('ada');
    const first = c.jar.get('sid');
    await c.login('ada');
    expect(first).not.toBe(anonymous);
    expect(c.jar.get('sid')).not.toBe(first);
  });
});

describe('XSRF protection', () => {
  it('refuses an unsafe request without the header, or with a wrong one', async () => {
    const c = t.client();
    await c.get('/session');
    const missing = await c.send({
      method: 'POST',
      url: '/session',
      payload: { username: 'ada', password: PASSWORD },
      xsrf: false,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toMatch(/XSRF/);
    const wrong = await c.send({
      method: 'POST',
      url: '/session',
      payload: { username: 'ada', password: PASSWORD },
      headers: { 'x-xsrf-token': 'forged' },
      xsrf: false,
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses a token minted for another session', async () => {
    const a = t.client();
    const b = t.client();
    await a.get('/session');
    await b.get('/session');
    const res = await a.send({
      method: 'POST',
      url: '/session',
      payload: { username: 'ada', password: PASSWORD },
      headers: { 'x-xsrf-token': b.jar.get('XSRF-TOKEN')! },
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE /session', () => {
  it('signs out, and the old cookie no longer works', async () => {
    const c = t.client();
    await c.login('ada');
    const oldCookie = `sid=${c.jar.get('sid')}`;
    const res = await c.delete('/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    const replay = await t.app.inject({
      method: 'GET',
      url: '/session',
      headers: { cookie: oldCookie },
    });
    expect(replay.json()).toMatchObject({ active: false, user: null });
  });
});

describe('bad input to /session is a 4xx JSON error, never a 500', () => {
  const cases: [string, { payload?: string; contentType?: string }, number][] = [
    ['missing fields', { payload: '{}' }, 422],
    ['a missing password', { payload: '{"username":"ada"}' }, 422],
    ['wrong types', { payload: '{"username":42,"password":["x"]}' }, 422],
    ['null body fields', { payload: '{"username":null,"password":null}' }, 422],
    ['an array body', { payload: '[]' }, 422],
    ['malformed JSON', { payload: '{"username":' }, 400],
    ['an empty body', { payload: '' }, 400],
    ['a text/plain body', { payload: 'username=ada', contentType: 'text/plain' }, 415],
    [
      'a 1 MB username',
      { payload: JSON.stringify({ username: 'a'.repeat(1_000_000), password: 'x' }) },
      413,
    ],
  ];
  it.each(cases)('%s', async (_name, { payload, contentType = 'application/json' }, status) => {
    const c = t.client();
    await c.get('/session');
    const res = await c.send({
      method: 'POST',
      url: '/session',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(typeof res.json().message).toBe('string');
  });

  it('names the failing field on a 422', async () => {
    const c = t.client();
    await c.get('/session');
    const res = await c.post('/session', { username: 'ada' });
    expect(res.json().errors).toHaveProperty('password');
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after five failures for one account, even with the right password', async () => {
    await t.createUser('user', 'tess');
    const c = t.client();
    for (let i = 0; i < 5; i++) expect((await c.login('tess', 'nope')).statusCode).toBe(401);
    const blocked = await c.login('tess');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Too many/);
    // Another account from the same address is not blocked yet.
    expect((await t.client().login('uma')).statusCode).toBe(200);
  });
});

describe('a DELETE with a JSON content type and no body', () => {
  it('is accepted, as curl and many clients send it', async () => {
    const c = t.client();
    await c.login('ada');
    const res = await c.send({
      method: 'DELETE',
      url: '/session',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
  });
});
