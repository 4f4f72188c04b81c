import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient } from './support/api';
import { LINK_PROBLEMS } from '../../src/shared/mail-links';
import { RESET_REQUESTED } from '../../src/shared/mail';
import { codeFor, turnOn } from './support/two-step';

const PUBLIC_URL = 'https://site.example';
let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await smtpInbox();
  t = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL, MAIL_FROM: 'Site <site@example.com>' });
});
afterAll(async () => {
  await t.close();
  await inbox.stop();
});

let nextAddress = 1;
/** A reset asked for from its own client address, unless told. */
async function ask(login: string, options: { ip?: string; host?: string } = {}) {
  const c = t.client();
  await c.get('/session');
  return c.send({
    method: 'POST',
    url: `${API}/password-resets`,
    payload: { login },
    remoteAddress: options.ip ?? `10.1.0.${nextAddress++}`,
    headers: options.host ? { host: options.host } : {},
  });
}
const tokenOf = (link: string) => link.split('/').pop()!;
const signedIn = async (c: ApiClient) => (await c.get('/session')).json().active as boolean;

describe('a forgotten password', () => {
  it('mails the account a link on PUBLIC_URL, whatever Host the request named', async () => {
    await t.createUser('admin', 'rhea');
    const res = await ask('rhea', { host: 'evil.example' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: RESET_REQUESTED });
    const [mail] = await inbox.waitFor('rhea@example.com');
    expect(mail!.subject).toBe('Reset your Northwire Systems password');
    expect(mail!.from).toBe('site@example.com');
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(/^https:\/\/site\.example\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(mail!.links[0]);
    expect(mail!.html).not.toMatch(/<img|evil\.example/);
    expect(mail!.text).not.toContain('evil.example');
  });

  it('answers the same, after the same time, when no account matches, and sends nothing', async () => {
    await t.createUser('user', 'sol');
    const before = inbox.mails.length;
    const started = Date.now();
    const none = await ask('nobody@example.com');
    const took = Date.now() - started;
    expect(none.statusCode).toBe(202);
    expect(none.json()).toEqual({ message: RESET_REQUESTED });
    expect(took).toBeGreaterThanOrEqual(390);
    await ask('sol@example.com');
    await inbox.waitFor('sol@example.com');
    expect(inbox.mails.length).toBe(before + 1);
  });

  it('sets a new password once: signs in, ends other sessions, and the history says so', async () => {
    await t.createUser('admin', 'tara');
    const elsewhere = t.client();
    expect((await elsewhere.login('tara')).statusCode).toBe(200);
    await ask('tara@example.com');
    const [mail] = await inbox.waitFor('tara@example.com');
    const token = tokenOf(mail!.links[0]!);
    const browser = t.client();
    await browser.get('/session');
    expect((await browser.get(`${API}/password-resets/${token}`)).json()).toEqual({
      username: 'tara',
    });
    const done = await browser.post(`${API}/password-resets/${token}`, {
      password: 'brand new secret',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ active: true, user: { username: 'tara' } });
    expect(await signedIn(browser)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await t.client().login('tara', 'brand new secret')).statusCode).toBe(200);
    const again = await t
      .client()
      .post(`${API}/password-resets/${token}`, { password: 'another one!' });
    expect(again.statusCode).toBe(403); // no XSRF token: a fresh client must first GET /session
    const second = t.client();
    await second.get('/session');
    const used = await second.post(`${API}/password-resets/${token}`, { password: 'another one!' });
    expect(used.statusCode).toBe(410);
    expect(used.json().message).toBe(LINK_PROBLEMS.used);
    const su = await t.as('superuser');
    const history = await su.get(`${API}/activity?resource=users&action=password_reset`);
    expect(history.json()[0]).toMatchObject({
      action: 'password_reset',
      title: 'tara',
      actor: 'tara',
    });
  });

  it('says plainly when a link is made up, expired or too short, and changes nothing', async () => {
    await t.createUser('admin', 'uma');
    await ask('uma');
    const [mail] = await inbox.waitFor('uma@example.com');
    const token = tokenOf(mail!.links[0]!);
    await t.db
      .updateTable('mail_links')
      .set({ expires_at: Date.now() - 1 })
      .where('used_at', 'is', null)
      .execute();
    const c = t.client();
    await c.get('/session');
    const expired = await c.post(`${API}/password-resets/${token}`, {
      password: 'brand new secret',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(LINK_PROBLEMS.expired);
    for (const fake of ['A'.repeat(43), 'short', '%00']) {
      const res = await c.get(`${API}/password-resets/${fake}`);
      expect(res.statusCode, fake).toBe(404);
      expect(res.json().message).toBe(LINK_PROBLEMS.unknown);
    }
    expect((await t.client().login('uma')).statusCode).toBe(200);
  });

  it('sends at most 3 an hour to one account and 10 from one address, answering the same', async () => {
    await t.createUser('user', 'vic');
    for (let i = 0; i < 5; i++) expect((await ask('vic')).statusCode).toBe(202);
    await inbox.waitFor('vic@example.com', 3);
    for (let i = 0; i < 12; i++) await t.createUser('user', `w${i}`);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await ask(`w${i}`, { ip: '10.9.9.9' })).statusCode);
    expect(answers.every((s) => s === 202)).toBe(true);
    await inbox.waitFor('w9@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.to('vic@example.com')).toHaveLength(3);
    expect(inbox.to('w10@example.com')).toHaveLength(0);
    expect(inbox.to('w11@example.com')).toHaveLength(0);
  });

  it('still asks for the two-step code after the new password', async () => {
    await t.createUser('admin', 'xena');
    const owner = t.client();
    await owner.login('xena');
    const { secret } = await turnOn(owner);
    await ask('xena');
    const [mail] = await inbox.waitFor('xena@example.com');
    const browser = t.client();
    await browser.get('/session');
    const res = await browser.post(`${API}/password-resets/${tokenOf(mail!.links[0]!)}`, {
      password: 'brand new secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, two_step_required: true });
    expect(await signedIn(browser)).toBe(false);
    // The step after turnOn's: a code is good once.
    const code = await browser.post('/session/two-step', {
      code: codeFor(secret, Date.now() + 30_000),
    });
    expect(code.statusCode, code.body).toBe(200);
    expect(await signedIn(browser)).toBe(true);
  });

  it('sends nothing to a disabled account', async () => {
    const user = await t.createUser('user', 'yuri');
    await t.db.updateTable('users').set({ disabled: 1 }).where('id', '=', user.id).execute();
    expect((await ask('yuri')).statusCode).toBe(202);
    await ask('zoe-who-is-not-there');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.to('yuri@example.com')).toHaveLength(0);
  });
});
