import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

const body = {
  username: 'newbie',
  email_address: 'newbie@example.com',
  password: 'long enough password',
};

describe('registration when ALLOW_REGISTRATION is off (the default)', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('says it is closed and refuses to create an account', async () => {
    t = await startTestApp();
    const c = await t.as('anonymous');
    expect((await c.get('/api/v1/registration')).json()).toEqual({ open: false });
    const res = await c.post('/api/v1/registration', body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Accounts are created by an administrator.');
  });
});

describe('registration when ALLOW_REGISTRATION is on', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('creates an ordinary account, signs it in, and refuses a duplicate', async () => {
    t = await startTestApp({ ALLOW_REGISTRATION: 'on' });
    const c = await t.as('anonymous');
    expect((await c.get('/api/v1/registration')).json()).toEqual({ open: true });
    const res = await c.post('/api/v1/registration', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      active: true,
      admin: false,
      superuser: false,
      user: { username: 'newbie' },
    });
    expect((await c.get('/api/v1/overview')).statusCode).toBe(403);

    const other = t.client();
    await other.get('/session');
    const dup = await other.post('/api/v1/registration', {
      ...body,
      email_address: 'NEWBIE@example.com',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({
      username: ['is already taken'],
      email_address: ['is already registered'],
    });
  });

  it('validates the fields', async () => {
    const c = t.client();
    await c.get('/session');
    const res = await c.post('/api/v1/registration', {
      username: 'a@b',
      email_address: 'nope',
      password: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'email_address',
      'password',
      'username',
    ]);
  });
});

describe('registration is rate-limited per address', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 429 with Retry-After after ten attempts in an hour', async () => {
    t = await startTestApp({ ALLOW_REGISTRATION: 'on' });
    const c = await t.as('anonymous');
    for (let i = 0; i < 10; i++) {
      const res = await c.post('/api/v1/registration', {
        ...body,
        username: `u${i}`,
        email_address: `u${i}@example.com`,
      });
      expect(res.statusCode).toBe(201);
      await c.delete('/session');
    }
    const blocked = await c.post('/api/v1/registration', {
      ...body,
      username: 'u10',
      email_address: 'u10@example.com',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
