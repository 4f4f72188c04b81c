import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectStatus, getJson } from './support/api';
import { codeFor, turnOn } from './support/two-step';
import type { HistoryEntry } from '../../src/shared/history';

// Every account event is in the account's history, for superusers only: created, role changed,
// password changed, two-step on and off, sign-in, and a failed sign-in with its address.

let t: TestApp;
let su: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  su = await t.as('superuser');
  admin = await t.as('admin');
});
afterAll(() => t.close());

const historyOf = (id: number) => getJson<HistoryEntry[]>(su, `${API}/users/${id}/history`);
const actions = async (id: number) => (await historyOf(id)).map((e) => e.action);
const signIn = (c: ApiClient, password: string, remoteAddress: string) =>
  c.send({
    method: 'POST',
    url: '/session',
    payload: { username: 'dana', password },
    remoteAddress,
  });

describe("an account's history", () => {
  it('records each event, by whom, from where, and never a password', async () => {
    const made = await su.post(`${API}/users`, {
      username: 'dana',
      email_address: 'dana@example.com',
      role: 'ordinary',
      password: PASSWORD,
    });
    expectStatus(made, 201);
    const { id } = made.json().user;
    expectStatus(await su.put(`${API}/users/${id}/role`, { role: 'admin' }), 200);
    const reset = await su.post(`${API}/users/${id}/password`, { password: 'a new password 1' });
    expectStatus(reset, 200);

    const dana = t.client();
    await dana.get('/session');
    expectStatus(await signIn(dana, 'wrong password', '10.9.0.1'), 401);
    expectStatus(await signIn(dana, 'a new password 1', '10.9.0.2'), 200);
    const change = { current_password: 'a new password 1', new_password: PASSWORD };
    expectStatus(await dana.put(`${API}/account/password`, change), 200);
    const { secret } = await turnOn(dana);
    const off = await dana.post(`${API}/account/two-step/turn-off`, {
      code: codeFor(secret, Date.now() + 30_000),
    });
    expectStatus(off, 200);

    const entries = await historyOf(id);
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['two_step_off', 'dana'],
      ['two_step_on', 'dana'],
      ['password_changed', 'dana'],
      ['sign_in', 'dana'],
      ['sign_in_failed', null],
      ['password_changed', 'superuser'],
      ['role_changed', 'superuser'],
      ['user_created', 'superuser'],
    ]);
    expect(entries.find((e) => e.action === 'role_changed')!.changes).toEqual([
      { field: 'role', from: 'ordinary', to: 'admin' },
    ]);
    expect(entries.find((e) => e.action === 'sign_in_failed')!.address).toBe('10.9.0.1');
    expect(entries.find((e) => e.action === 'sign_in')!.address).toBe('10.9.0.2');
    expect(entries.every((e) => e.title === 'dana' && e.resource === 'users')).toBe(true);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('a new password 1');
    expect(text).not.toContain(PASSWORD);
  });

  it('records disabling and a client link as changes; a failed sign-in of no account has no id', async () => {
    const user = await t.createUser('user', 'erin');
    const client = await create(admin, 'clients', { client: { organization_name: 'Acme' } });
    expectStatus(await su.put(`${API}/users/${user.id}/client`, { client_id: client.id }), 200);
    expectStatus(await su.put(`${API}/users/${user.id}/disabled`, { disabled: true }), 200);
    const [disabled, linked] = await historyOf(user.id);
    expect(disabled!.changes).toEqual([{ field: 'disabled', from: false, to: true }]);
    expect(linked!.changes).toEqual([{ field: 'client_id', from: null, to: client.id }]);

    const c = t.client();
    await c.get('/session');
    const body = { username: 'nobody-at-all', password: 'whatever it is' };
    const res = await c.send({
      method: 'POST',
      url: '/session',
      payload: body,
      remoteAddress: '10.9.9.9',
    });
    expectStatus(res, 401);
    const [failed] = await getJson<HistoryEntry[]>(
      su,
      `${API}/activity?action=sign_in_failed&limit=1`,
    );
    expect(failed).toMatchObject({
      record_id: null,
      title: null,
      address: '10.9.9.9',
      actor: null,
    });
    expect(JSON.stringify(failed)).not.toContain('nobody-at-all');
  });

  it('is for superusers: an admin gets 403 and sees no account event in the activity log', async () => {
    const user = await t.createUser('user', 'fay');
    expect(await actions(user.id)).toEqual(['user_created']);
    expectStatus(await admin.get(`${API}/users/${user.id}/history`), 403);
    const seen = await getJson<HistoryEntry[]>(admin, `${API}/activity?limit=100`);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((e) => e.resource === 'users')).toBe(false);
    expect(await getJson(admin, `${API}/activity?resource=users`)).toEqual([]);
    expectStatus(await su.get(`${API}/users/999999/history`), 404);
  });
});
