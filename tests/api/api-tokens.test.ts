import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { tokenId } from '../../src/server/auth/tokens';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectInvalid, expectStatus, type Res } from './support/api';

// Personal API tokens (ADR 0025): made on My account, sent as `Authorization: Bearer`.
let t: TestApp;
let admin: ApiClient;
let su: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  su = await t.as('superuser');
});
afterAll(() => t.close());

type Made = { token: { id: number; name: string; expires_at: string | null }; secret: string };
async function make(c: ApiClient, fields: Record<string, unknown> = {}): Promise<Made> {
  const token = { name: 'CI', scope: 'write', expires_in_days: null, ...fields };
  const res = await c.post(`${API}/tokens`, { token });
  expectStatus(res, 201);
  return res.json() as Made;
}

/** A request with the token alone: no cookie, no XSRF header. */
const bearer = (secret: string, options: InjectOptions) =>
  t.app.inject({
    ...options,
    headers: { ...(options.headers as object), authorization: `Bearer ${secret}` },
  });
const get = (secret: string, url: string) => bearer(secret, { method: 'GET', url });

function expectInvalidToken(res: Res) {
  expectStatus(res, 401);
  expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  expect(res.json()).toEqual({ message: expect.stringMatching(/^This API token does not work/) });
}

describe('making a token', () => {
  it('answers 201 with the secret once; only its hash is stored', async () => {
    const before = Date.now();
    const res = await admin.post(`${API}/tokens`, {
      token: { name: ' Deploy bot ', scope: 'read', expires_in_days: 30 },
    });
    expectStatus(res, 201);
    const { token, secret } = res.json() as Made & { token: Record<string, unknown> };
    expect(secret).toMatch(/^stw_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      id: expect.any(Number),
      name: 'Deploy bot',
      scope: 'read',
      created_at: expect.any(String),
      expires_at: expect.any(String),
      last_used_at: null,
    });
    const days = (Date.parse(token.expires_at as string) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(30);
    expect(days).toBeLessThan(30.01);

    // Never shown again: not in the list, and nowhere in the table.
    const list = await admin.get(`${API}/tokens`);
    expectStatus(list, 200);
    expect(list.body).not.toContain(secret);
    expect(list.json()).toContainEqual(token);
    const rows = await t.db.selectFrom('api_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(4));
    expect(rows.find((r) => r.id === token.id)?.token_hash).toBe(tokenId(secret));
  });

  it('names the field that is wrong', async () => {
    const body = (fields: object) => ({
      token: { name: 'x', scope: 'read', expires_in_days: 30, ...fields },
    });
    expectInvalid(await admin.post(`${API}/tokens`, body({ name: '  ' })), 'name');
    expectInvalid(await admin.post(`${API}/tokens`, body({ scope: 'admin' })), 'scope');
    expectInvalid(
      await admin.post(`${API}/tokens`, body({ expires_in_days: 45 })),
      'expires_in_days',
    );
  });

  it('is for staff only', async () => {
    const user = await t.as('user');
    expectStatus(
      await user.post(`${API}/tokens`, {
        token: { name: 'x', scope: 'read', expires_in_days: null },
      }),
      403,
    );
    expectStatus(await user.get(`${API}/tokens`), 403);
  });
});

describe('a bearer request', () => {
  it('has the owner’s role, with no cookie and no XSRF header; writes carry the owner’s name', async () => {
    const { secret } = await make(admin);
    expectStatus(await get(secret, `${API}/overview`), 200);
    expectStatus(await get(secret, `${API}/users`), 403); // superusers only
    const res = await bearer(secret, {
      method: 'POST',
      url: `${API}/clients`,
      payload: { client: { organization_name: 'By token' } },
    });
    expectStatus(res, 201);
    expect(res.json()).toMatchObject({ updated_by: 'admin' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('with a read token: reads, and every write is a 403 that says why', async () => {
    const { secret } = await make(admin, { scope: 'read' });
    expectStatus(await get(secret, `${API}/clients`), 200);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await bearer(secret, {
        method,
        url: `${API}/clients${method === 'POST' ? '' : '/1'}`,
        payload: method === 'DELETE' ? undefined : { client: { organization_name: 'No' } },
      });
      expectStatus(res, 403);
      expect(res.json().message).toMatch(/may only read/);
    }
  });

  it('cannot make or revoke tokens, nor change passwords, email, two-step sign-in or roles', async () => {
    const { secret, token } = await make(su);
    const other = await t.createUser('admin', 'tok-other');
    const refused = [
      ['POST', `${API}/tokens`, { token: { name: 'x', scope: 'write', expires_in_days: null } }],
      ['DELETE', `${API}/tokens/${token.id}`, undefined],
      ['PUT', `${API}/account/password`, { current_password: 'x', new_password: 'y'.repeat(9) }],
      ['PUT', `${API}/account/email`, { email_address: 'n@example.com', current_password: 'x' }],
      ['GET', `${API}/account/two-step`, undefined],
      ['POST', `${API}/account/two-step/setup`, {}],
      ['POST', `${API}/account/two-step`, { code: '123456' }],
      ['POST', `${API}/account/two-step/turn-off`, { password: 'x' }],
      ['DELETE', `${API}/users/${other.id}/two-step`, undefined],
      ['PUT', `${API}/users/${other.id}/role`, { role: 'superuser' }],
      ['POST', `${API}/users/${other.id}/password`, { generate: true }],
    ] as const;
    for (const [method, url, payload] of refused) {
      const res = await bearer(secret, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('This needs a signed-in session, not an API token.');
    }
    expectStatus(await get(secret, `${API}/tokens`), 200); // listing is allowed
    expect(
      (
        await t.db
          .selectFrom('users')
          .select('superuser')
          .where('id', '=', other.id)
          .executeTakeFirstOrThrow()
      ).superuser,
    ).toBe(0);
  });

  it('wins over a session cookie sent with it', async () => {
    const { secret } = await make(admin, { scope: 'read' });
    // The superuser's cookie and XSRF header, with the admin's read token: the token's rights.
    const asSu = (options: InjectOptions) =>
      su.send({ ...options, headers: { authorization: `Bearer ${secret}` } });
    expectStatus(await asSu({ method: 'GET', url: `${API}/users` }), 403);
    const write = await asSu({
      method: 'POST',
      url: `${API}/clients`,
      payload: { client: { organization_name: 'No' } },
    });
    expectStatus(write, 403);
    expectInvalidToken(
      await su.send({
        method: 'GET',
        url: `${API}/users`,
        headers: { authorization: 'Bearer stw_nope' },
      }),
    );
    // Outside /api/v1 the header means nothing: GET /session is the cookie's.
    const session = await asSu({ method: 'GET', url: '/session' });
    expect(session.json()).toMatchObject({ active: true, superuser: true });
  });

  it('marks the token used, at most once a minute', async () => {
    const { secret, token } = await make(admin);
    const lastUsed = async () =>
      (
        await t.db
          .selectFrom('api_tokens')
          .select('last_used_at')
          .where('id', '=', token.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    expectStatus(await get(secret, `${API}/overview`), 200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    expectStatus(await get(secret, `${API}/overview`), 200);
    expect(await lastUsed()).toBe(first);
    const listed = (await admin.get(`${API}/tokens`)).json() as {
      id: number;
      last_used_at: string;
    }[];
    expect(listed.find((x) => x.id === token.id)?.last_used_at).toBe(
      new Date(Number(first)).toISOString(),
    );
  });
});

describe('a token that does not work is a 401 with WWW-Authenticate: Bearer', () => {
  it('unknown, empty or malformed, on protected and public routes alike', async () => {
    expectInvalidToken(await get('stw_unknown', `${API}/overview`));
    expectInvalidToken(await get('', `${API}/overview`));
    expectInvalidToken(await bearer('a b c', { method: 'GET', url: `${API}/pages` }));
    expectInvalidToken(
      await t.app.inject({
        method: 'GET',
        url: `${API}/pages`,
        headers: { authorization: 'Bearer' },
      }),
    );
  });

  it('expired', async () => {
    const { secret, token } = await make(admin, { expires_in_days: 90 });
    expectStatus(await get(secret, `${API}/overview`), 200);
    await t.db
      .updateTable('api_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', token.id)
      .execute();
    expectInvalidToken(await get(secret, `${API}/overview`));
  });

  it('revoked: by its owner, or by a superuser; no one else may', async () => {
    const mine = await make(admin);
    expectStatus(await admin.delete(`${API}/tokens/${mine.token.id}`), 200);
    expectInvalidToken(await get(mine.secret, `${API}/overview`));
    expectStatus(await admin.delete(`${API}/tokens/${mine.token.id}`), 404);

    const theirs = await make(su);
    expectStatus(await admin.delete(`${API}/tokens/${theirs.token.id}`), 404);
    expectStatus(await get(theirs.secret, `${API}/overview`), 200);

    const adminId = (await admin.get('/session')).json().user.id as number;
    const again = await make(admin, { name: 'Seen by superusers' });
    expectStatus(
      await admin.get(`${API}/tokens?user_id=${(await su.get('/session')).json().user.id}`),
      403,
    );
    const listed = await su.get(`${API}/tokens?user_id=${adminId}`);
    expectStatus(listed, 200);
    expect(listed.json()).toContainEqual(expect.objectContaining({ id: again.token.id }));
    expect(listed.body).not.toContain(again.secret);
    expectStatus(await su.get(`${API}/tokens?user_id=999999`), 404);
    expectStatus(await su.delete(`${API}/tokens/${again.token.id}`), 200);
    expectInvalidToken(await get(again.secret, `${API}/overview`));

    // The account's history keeps who made and revoked which token, by name.
    const history = await su.get(`${API}/users/${adminId}/history?limit=100`);
    expectStatus(history, 200);
    const events = (history.json() as { action: string; actor: string; changes: object[] }[])
      .filter((e) => e.action.startsWith('api_token_'))
      .map((e) => [e.action, e.actor, e.changes]);
    expect(events).toContainEqual([
      'api_token_revoked',
      'superuser',
      [{ field: 'name', from: 'Seen by superusers', to: null }],
    ]);
    expect(events).toContainEqual([
      'api_token_created',
      'admin',
      [{ field: 'name', from: null, to: 'Seen by superusers' }],
    ]);
    expect(history.body).not.toContain(again.secret);
  });

  it('its owner disabled (and deleted)', async () => {
    const owner = await t.createUser('admin', 'tok-disabled');
    const c = t.client();
    expectStatus(await c.login('tok-disabled'), 200);
    const { secret } = await make(c);
    expectStatus(await get(secret, `${API}/overview`), 200);
    expectStatus(await su.put(`${API}/users/${owner.id}/disabled`, { disabled: true }), 200);
    expectInvalidToken(await get(secret, `${API}/overview`));
    expectStatus(await su.put(`${API}/users/${owner.id}/disabled`, { disabled: false }), 200);
    expectStatus(await get(secret, `${API}/overview`), 200);
  });

  it('counted like a failed sign-in on its address: 429 past the limit, a working token still works', async () => {
    const remoteAddress = '10.20.0.1';
    const wrong = () =>
      t.app.inject({
        method: 'GET',
        url: `${API}/overview`,
        remoteAddress,
        headers: { authorization: 'Bearer stw_guess' },
      });
    for (let i = 0; i < 20; i++) expectInvalidToken(await wrong());
    const refused = await wrong();
    expectStatus(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A sign-in from that address is refused too: one budget.
    const c = t.client();
    await c.get('/session');
    const signIn = await c.send({
      method: 'POST',
      url: '/session',
      remoteAddress,
      payload: { username: 'admin', password: 'wrong' },
    });
    expectStatus(signIn, 429);
    const { secret } = await make(admin);
    expectStatus(
      await t.app.inject({
        method: 'GET',
        url: `${API}/overview`,
        remoteAddress,
        headers: { authorization: `Bearer ${secret}` },
      }),
      200,
    );
  });
});
