import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  UNKNOWN_ID,
  create,
  expectInvalid,
  expectStatus,
  stampedBy,
} from './support/api';

let t: TestApp;
let su: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  su = await t.as('superuser');
});
afterAll(() => t.close());

let n = 0;
const fresh = (prefix = 'u') => `${prefix}${++n}`;
const isSignedIn = async (c: ApiClient) => (await c.get('/session')).json().active as boolean;

/** Creates an account through the API as the superuser; returns the answer's body. */
async function makeUser(fields: Record<string, unknown> = {}) {
  const name = fresh();
  const res = await su.post(`${API}/users`, {
    username: name,
    email_address: `${name}@example.com`,
    role: 'ordinary',
    password: PASSWORD,
    ...fields,
  });
  expectStatus(res, 201);
  return res.json() as { user: { id: number; username: string; role: string }; password?: string };
}
async function signedIn(username: string, password = PASSWORD) {
  const c = t.client();
  expectStatus(await c.login(username, password), 200);
  return c;
}

describe('the Users list', () => {
  it('lists accounts by username with the total, searched by username or email', async () => {
    const a = await makeUser({ username: 'zed-searchable', email_address: 'zed@example.com' });
    await makeUser({ username: 'amy-other', email_address: 'amy@searchable.example' });
    const all = await su.get(`${API}/users?limit=500`);
    expectStatus(all, 200);
    const names = (all.json() as { username: string }[]).map((u) => u.username);
    expect(names).toEqual(
      [...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())),
    );
    expect(Number(all.headers['x-total-count'])).toBe(names.length);

    const found = await su.get(`${API}/users?q=SEARCHABLE`);
    expect((found.json() as { username: string }[]).map((u) => u.username)).toEqual([
      'amy-other',
      'zed-searchable',
    ]);
    expect(found.headers['x-total-count']).toBe('2');
    // A LIKE wildcard is searched for as itself.
    expect((await su.get(`${API}/users?q=%25`)).json()).toEqual([]);
    expect(all.body).not.toMatch(/password|argon2/);

    const one = await su.get(`${API}/users/${a.user.id}`);
    expect(one.json()).toEqual({
      id: a.user.id,
      username: 'zed-searchable',
      email_address: 'zed@example.com',
      role: 'ordinary',
      disabled: false,
      client: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ...stampedBy('superuser'),
    });
  });

  it('answers 404 for an unknown account and 422 for an id that is not one', async () => {
    expectStatus(await su.get(`${API}/users/${UNKNOWN_ID}`), 404);
    expectStatus(await su.get(`${API}/users/abc`), 422);
  });
});

describe('creating an account', () => {
  it('with a chosen password: it is not echoed, and the account signs in with it', async () => {
    const made = await makeUser({ role: 'admin' });
    expect(made.password).toBeUndefined();
    expect(made.user.role).toBe('admin');
    const c = await signedIn(made.user.username);
    expect((await c.get('/session')).json()).toMatchObject({ admin: true, superuser: false });
  });

  it('without one: a generated password is answered once, and works', async () => {
    const made = await makeUser({ password: '', role: 'superuser' });
    expect(made.password).toMatch(/^[\w-]{16}$/);
    const c = await signedIn(made.user.username, made.password);
    expect((await c.get('/session')).json()).toMatchObject({ superuser: true });
    const again = await su.get(`${API}/users/${made.user.id}`);
    expect(again.body).not.toContain(made.password);
  });

  it('refuses a taken name or address, whatever the case, and bad fields', async () => {
    const { user } = await makeUser();
    const base = { username: fresh(), email_address: `${fresh()}@example.com`, role: 'ordinary' };
    expectInvalid(
      await su.post(`${API}/users`, { ...base, username: user.username.toUpperCase() }),
      'username',
    );
    expectInvalid(
      await su.post(`${API}/users`, {
        ...base,
        email_address: `${user.username.toUpperCase()}@EXAMPLE.COM`,
      }),
      'email_address',
    );
    expectInvalid(await su.post(`${API}/users`, { ...base, password: 'short' }), 'password');
    expectInvalid(await su.post(`${API}/users`, { ...base, role: 'root' }), 'role');
    expectInvalid(await su.post(`${API}/users`, { ...base, username: 'a@b' }), 'username');
    expectInvalid(
      await su.post(`${API}/users`, { ...base, email_address: 'nope' }),
      'email_address',
    );
    expectInvalid(await su.post(`${API}/users`, {}), 'username');
  });

  it('is refused to admins, ordinary users (403) and without the XSRF header', async () => {
    const body = { username: fresh(), email_address: `${fresh()}@example.com`, role: 'superuser' };
    for (const role of ['admin', 'user'] as const) {
      const res = await (await t.as(role)).post(`${API}/users`, body);
      expectStatus(res, 403);
    }
    expectStatus(await (await t.as('anonymous')).post(`${API}/users`, body), 401);
    expectStatus(
      await su.send({ method: 'POST', url: `${API}/users`, payload: body, xsrf: false }),
      403,
    );
    expect((await su.get(`${API}/users?q=${body.username}`)).json()).toEqual([]);
  });
});

describe('changing a role', () => {
  it('takes effect on the account’s open session at once, and promoting drops a client link', async () => {
    const { user } = await makeUser();
    const c = await signedIn(user.username);
    expectStatus(await c.get(`${API}/overview`), 403);
    const client = await create(su, 'clients', { client: { organization_name: 'Link Co' } });
    expectStatus(await su.put(`${API}/users/${user.id}/client`, { client_id: client.id }), 200);

    const res = await su.put(`${API}/users/${user.id}/role`, { role: 'admin' });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ role: 'admin', client: null });
    expectStatus(await c.get(`${API}/overview`), 200);
    expectStatus(await su.put(`${API}/users/${user.id}/role`, { role: 'ordinary' }), 200);
    expectStatus(await c.get(`${API}/overview`), 403);
  });

  it('refuses an unknown role, an unknown account and a missing body', async () => {
    const { user } = await makeUser();
    expectInvalid(await su.put(`${API}/users/${user.id}/role`, { role: 'owner' }), 'role');
    expectInvalid(await su.put(`${API}/users/${user.id}/role`, {}), 'role');
    expectStatus(await su.put(`${API}/users/${UNKNOWN_ID}/role`, { role: 'admin' }), 404);
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once, refuses its sign-in clearly, and enabling lets it back', async () => {
    const { user } = await makeUser();
    const [laptop, phone] = [await signedIn(user.username), await signedIn(user.username)];
    const res = await su.put(`${API}/users/${user.id}/disabled`, { disabled: true });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ disabled: true });
    for (const c of [laptop, phone]) {
      expect(await isSignedIn(c)).toBe(false);
      expectStatus(await c.get(`${API}/my-projects`), 401);
    }
    const refused = await t.client().login(user.username);
    expectStatus(refused, 403);
    expect(refused.json().message).toMatch(/^This account is disabled\./);
    // A wrong password still hears the generic answer: "disabled" needs the right one.
    const wrong = await t.client().login(user.username, 'not the password');
    expectStatus(wrong, 401);

    expectStatus(await su.put(`${API}/users/${user.id}/disabled`, { disabled: false }), 200);
    expect(await isSignedIn(await signedIn(user.username))).toBe(true);
  });

  it('refuses disabling yourself, an unknown account and a body without the flag', async () => {
    const me = (await su.get('/session')).json().user.id as number;
    const self = await su.put(`${API}/users/${me}/disabled`, { disabled: true });
    expectStatus(self, 409);
    expect(self.json().message).toBe('You cannot disable your own account.');
    expect(await isSignedIn(su)).toBe(true);
    expectStatus(await su.put(`${API}/users/${UNKNOWN_ID}/disabled`, { disabled: true }), 404);
    expectInvalid(await su.put(`${API}/users/${me}/disabled`, {}), 'disabled');
    expectInvalid(await su.put(`${API}/users/${me}/disabled`, { disabled: 'yes' }), 'disabled');
  });
});

describe('resetting a password', () => {
  it('generated: answered once, the old password and every session of theirs end', async () => {
    const { user } = await makeUser();
    const c = await signedIn(user.username);
    const res = await su.post(`${API}/users/${user.id}/password`, { generate: true });
    expectStatus(res, 200);
    const { password } = res.json() as { password: string };
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(await isSignedIn(c)).toBe(false);
    expectStatus(await t.client().login(user.username), 401);
    await signedIn(user.username, password);
  });

  it('chosen: not echoed; and the refusals', async () => {
    const { user } = await makeUser();
    const res = await su.post(`${API}/users/${user.id}/password`, { password: 'chosen password' });
    expectStatus(res, 200);
    expect(res.json().password).toBeUndefined();
    await signedIn(user.username, 'chosen password');

    const url = `${API}/users/${user.id}/password`;
    expectInvalid(await su.post(url, {}), 'password');
    expectInvalid(await su.post(url, { password: 'short' }), 'password');
    expectInvalid(await su.post(url, { password: 'long enough', generate: true }), 'password');
    expectStatus(await su.post(`${API}/users/${UNKNOWN_ID}/password`, { generate: true }), 404);
  });

  it('of your own account keeps the session that asked', async () => {
    const made = await makeUser({ role: 'superuser' });
    const [here, there] = [await signedIn(made.user.username), await signedIn(made.user.username)];
    const res = await here.post(`${API}/users/${made.user.id}/password`, { password: 'mine anew' });
    expectStatus(res, 200);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(there)).toBe(false);
  });
});

describe('linking an account to a client', () => {
  it('links and unlinks an ordinary account', async () => {
    const { user } = await makeUser();
    const client = await create(su, 'clients', { client: { organization_name: 'Harbour Ltd' } });
    const res = await su.put(`${API}/users/${user.id}/client`, { client_id: client.id });
    expectStatus(res, 200);
    expect(res.json().client).toEqual({ id: client.id, organization_name: 'Harbour Ltd' });
    const off = await su.put(`${API}/users/${user.id}/client`, { client_id: null });
    expect(off.json().client).toBeNull();
  });

  it('refuses an admin, an unknown client or account, and a missing client_id', async () => {
    const admin = await makeUser({ role: 'admin' });
    const { user } = await makeUser();
    const client = await create(su, 'clients', { client: { organization_name: 'Quay Ltd' } });
    expectInvalid(
      await su.put(`${API}/users/${admin.user.id}/client`, { client_id: client.id }),
      'client_id',
    );
    expectInvalid(
      await su.put(`${API}/users/${user.id}/client`, { client_id: UNKNOWN_ID }),
      'client_id',
    );
    expectInvalid(await su.put(`${API}/users/${user.id}/client`, {}), 'client_id');
    expectStatus(await su.put(`${API}/users/${UNKNOWN_ID}/client`, { client_id: client.id }), 404);
  });
});
