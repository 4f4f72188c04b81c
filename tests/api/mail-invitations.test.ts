import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create } from './support/api';
import { LINK_PROBLEMS } from '../../src/shared/mail-links';

const PUBLIC_URL = 'https://team.example';
let t: TestApp;
let inbox: SmtpInbox;
let su: ApiClient;
beforeAll(async () => {
  inbox = await smtpInbox();
  t = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL });
  su = await t.as('superuser');
});
afterAll(async () => {
  await t.close();
  await inbox.stop();
});

const tokenOf = (link: string) => link.split('/').pop()!;
async function invite(body: object) {
  const res = await su.post(`${API}/invitations`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; state: string };
}
async function visitor() {
  const c = t.client();
  await c.get('/session');
  return c;
}

describe('invitations', () => {
  it('mails a link for 7 days; accepting makes the account with its role and client, signed in', async () => {
    const client = await create(su, 'clients', { client: { organization_name: 'Acme' } });
    const made = await invite({
      email_address: 'ivy@example.com',
      role: 'ordinary',
      client_id: client.id,
    });
    expect(made).toMatchObject({
      state: 'pending',
      invited_by: 'superuser',
      client: { id: client.id },
    });
    const [mail] = await inbox.waitFor('ivy@example.com');
    expect(mail!.subject).toBe('You are invited to Northwire Systems');
    expect(mail!.links[0]).toMatch(/^https:\/\/team\.example\/invitation\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(mail!.links[0]!);
    const c = await visitor();
    expect((await c.get(`${API}/invitations/${token}`)).json()).toEqual({
      email_address: 'ivy@example.com',
      role: 'ordinary',
    });
    const accepted = await c.post(`${API}/invitations/${token}`, {
      username: 'ivy',
      password: 'ivy password!',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({
      active: true,
      admin: false,
      user: { username: 'ivy' },
    });
    expect((await c.get(`${API}/my-projects`)).json().client).toEqual({
      organization_name: 'Acme',
    });
    const list = (await su.get(`${API}/invitations`)).json() as Array<Record<string, unknown>>;
    expect(list.find((i) => i.id === made.id)).toMatchObject({
      state: 'accepted',
      accepted_user: { username: 'ivy' },
    });
    const again = await (
      await visitor()
    ).post(`${API}/invitations/${token}`, {
      username: 'ivy2',
      password: 'ivy password!',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(LINK_PROBLEMS.used);
  });

  it('gives an admin role, and refuses a taken username without spending the link', async () => {
    await invite({ email_address: 'jay@example.com', role: 'admin' });
    const token = tokenOf((await inbox.waitFor('jay@example.com'))[0]!.links[0]!);
    const c = await visitor();
    const taken = await c.post(`${API}/invitations/${token}`, {
      username: 'superuser',
      password: 'jay password!',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ username: ['is already taken'] });
    const ok = await c.post(`${API}/invitations/${token}`, {
      username: 'jay',
      password: 'jay password!',
    });
    expect(ok.json()).toMatchObject({ active: true, admin: true, superuser: false });
  });

  it('refuses an address with an account or a pending invitation, and a client for an admin', async () => {
    await invite({ email_address: 'kit@example.com', role: 'admin' });
    for (const [body, field] of [
      [{ email_address: 'superuser@example.com', role: 'admin' }, 'email_address'],
      [{ email_address: 'KIT@example.com', role: 'admin' }, 'email_address'],
      [{ email_address: 'lou@example.com', role: 'admin', client_id: 1 }, 'client_id'],
    ] as const) {
      const res = await su.post(`${API}/invitations`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it('sends again with a new link (the old one dies), withdraws, and expires', async () => {
    const made = await invite({ email_address: 'max@example.com', role: 'ordinary' });
    const first = tokenOf((await inbox.waitFor('max@example.com'))[0]!.links[0]!);
    const resent = await su.post(`${API}/invitations/${made.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const mails = await inbox.waitFor('max@example.com', 2);
    const second = tokenOf(mails[1]!.links[0]!);
    expect(second).not.toBe(first);
    const c = await visitor();
    expect((await c.get(`${API}/invitations/${first}`)).statusCode).toBe(404);
    expect((await c.get(`${API}/invitations/${second}`)).statusCode).toBe(200);
    await t.db
      .updateTable('invitations')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', made.id)
      .execute();
    const expired = await c.get(`${API}/invitations/${second}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(LINK_PROBLEMS.expired);
    expect((await su.get(`${API}/invitations`)).json()[0]).toMatchObject({
      id: made.id,
      state: 'expired',
    });
    expect((await su.delete(`${API}/invitations/${made.id}`)).statusCode).toBe(200);
    expect((await c.get(`${API}/invitations/${second}`)).statusCode).toBe(404);
    expect((await su.delete(`${API}/invitations/${made.id}`)).statusCode).toBe(404);
  });

  it('is for superusers only: an admin may not invite (403)', async () => {
    const admin = await t.as('admin');
    const res = await admin.post(`${API}/invitations`, {
      email_address: 'nia@example.com',
      role: 'ordinary',
    });
    expect(res.statusCode).toBe(403);
    expect((await admin.get(`${API}/invitations`)).statusCode).toBe(403);
  });
});
