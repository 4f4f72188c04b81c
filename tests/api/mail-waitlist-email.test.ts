import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient } from './support/api';
import { WAITLIST_CONFIRMED, WAITLIST_JOINED, WAITLIST_LEFT } from '../../src/shared/waitlist';
import { purgeMailRecords } from '../../src/server/repositories/mail-purge';

const PUBLIC_URL = 'https://www.example';
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let inbox: SmtpInbox;
let admin: ApiClient;
beforeAll(async () => {
  inbox = await smtpInbox();
  t = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL });
  admin = await t.as('admin');
});
afterAll(async () => {
  await t.close();
  await inbox.stop();
});

let nextAddress = 1;
async function visitor() {
  const c = t.client();
  await c.get('/session');
  return c;
}
async function join(email_address: string) {
  const c = await visitor();
  return c.send({
    method: 'POST',
    url: `${API}/waitlist`,
    payload: { email_address },
    remoteAddress: `10.2.0.${nextAddress++}`,
  });
}
const entryOf = async (address: string) =>
  (
    (await admin.get(`${API}/waitlist?q=${encodeURIComponent(address)}`)).json() as Array<{
      email_address: string;
      confirmed: boolean;
    }>
  )[0];
const tokenOf = (link: string) => link.split('/').pop()!;

describe('the waitlist asks for consent', () => {
  it('mails a confirmation with a way off the list; the address counts once confirmed', async () => {
    const res = await join('ora@example.com');
    expect(res.json()).toEqual({ message: WAITLIST_JOINED });
    const [mail] = await inbox.waitFor('ora@example.com');
    expect(mail!.subject).toBe('Confirm your place on the Northwire Systems waitlist');
    const [confirm, leave] = mail!.links;
    expect(confirm).toMatch(/^https:\/\/www\.example\/waitlist\/confirm\/[\w-]{43}$/);
    expect(leave).toMatch(/^https:\/\/www\.example\/waitlist\/leave\/[\w-]{43}$/);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers.get('list-unsubscribe')).toBe(
      `<https://www.example/api/v1/waitlist/leave/${tokenOf(leave!)}>`,
    );
    expect(await entryOf('ora@example.com')).toMatchObject({ confirmed: false });
    const csv = (await admin.get(`${API}/waitlist.csv?q=ora`)).body;
    expect(csv).toContain('"Email address","Joined","Confirmed"');
    expect(csv).toMatch(/ora@example\.com"?,\d{4}-\d\d-\d\d,no/);
    const c = await visitor();
    const done = await c.post(`${API}/waitlist/confirm/${tokenOf(confirm!)}`);
    expect(done.json()).toEqual({ message: WAITLIST_CONFIRMED });
    expect(await entryOf('ora@example.com')).toMatchObject({ confirmed: true });
    expect((await admin.get(`${API}/waitlist.csv?q=ora`)).body).toMatch(
      /ora@example\.com",[\d-]+,yes/,
    );
  });

  it('takes an internationalised address (RFC 6531) and mails it', async () => {
    const res = await join('zoë.test@example.com');
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await entryOf('zoë.test@example.com')).toMatchObject({
      email_address: 'zoë.test@example.com',
    });
    const [mail] = await inbox.waitFor('zoë.test@example.com');
    expect(mail!.subject).toBe('Confirm your place on the Northwire Systems waitlist');
    expect((await join('zoë@@example.com')).statusCode).toBe(422);
  });

  it("a mail program's one-click unsubscribe (no cookie, a form body) removes the address", async () => {
    await join('pia@example.com');
    const [mail] = await inbox.waitFor('pia@example.com');
    const leave = tokenOf(mail!.links[1]!);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/waitlist/leave/${leave}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: WAITLIST_LEFT });
    expect(await entryOf('pia@example.com')).toBeUndefined();
    const again = await t.app.inject({ method: 'POST', url: `${API}/waitlist/leave/${leave}` });
    expect(again.statusCode).toBe(404);
  });

  it('does not mail a confirmed address again, nor an unconfirmed one twice within the hour', async () => {
    await join('quin@example.com');
    await join('QUIN@example.com');
    const [mail] = await inbox.waitFor('quin@example.com');
    await (await visitor()).post(`${API}/waitlist/confirm/${tokenOf(mail!.links[0]!)}`);
    expect((await join('quin@example.com')).json()).toEqual({ message: WAITLIST_JOINED });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.to('quin@example.com')).toHaveLength(1);
    expect(inbox.to('QUIN@example.com')).toHaveLength(0);
  });

  it('removes sign-ups nobody confirmed after 30 days; keeps confirmed ones and older ones', async () => {
    await join('rex@example.com');
    await join('sky@example.com');
    const [mail] = await inbox.waitFor('sky@example.com');
    await (await visitor()).post(`${API}/waitlist/confirm/${tokenOf(mail!.links[0]!)}`);
    // An address listed before mail existed was never asked: it stays.
    await t.db
      .insertInto('waitlist_entries')
      .values({ email_address: 'old@example.com', created_at: 1 })
      .execute();
    await purgeMailRecords(t.db, Date.now() + 29 * DAY_MS);
    expect(await entryOf('rex@example.com')).toBeDefined();
    await purgeMailRecords(t.db, Date.now() + 31 * DAY_MS);
    expect(await entryOf('rex@example.com')).toBeUndefined();
    expect(await entryOf('sky@example.com')).toMatchObject({ confirmed: true });
    expect(await entryOf('old@example.com')).toMatchObject({ confirmed: false });
  });
});

describe('changing one’s email address', () => {
  it('mails a link to the new address and a notice to the old; following it changes the address', async () => {
    await t.createUser('admin', 'tess');
    const c = t.client();
    await c.login('tess');
    const asked = await c.put(`${API}/account/email`, {
      email_address: 'tess@new.example',
      current_password: 'correct horse battery',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const [link] = await inbox.waitFor('tess@new.example');
    const [notice] = await inbox.waitFor('tess@example.com');
    expect(link!.links[0]).toMatch(/^https:\/\/www\.example\/confirm-email\/[\w-]{43}$/);
    expect(notice!.text).toContain('tess@new.example');
    expect(notice!.links).toEqual([]);
    expect((await c.get('/session')).json().user.email_address).toBe('tess@example.com');
    const done = await (await visitor()).post(`${API}/email-changes/${tokenOf(link!.links[0]!)}`);
    expect(done.statusCode, done.body).toBe(200);
    expect((await c.get('/session')).json().user.email_address).toBe('tess@new.example');
    const fresh = t.client();
    await fresh.get('/session');
    const signIn = { email_address: 'tess@new.example', password: 'correct horse battery' };
    expect((await fresh.post('/session', signIn)).statusCode).toBe(200);
    const su = await t.as('superuser');
    const history = (await su.get(`${API}/activity?resource=users&action=update&user=tess`)).json();
    expect(history[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'email_address', from: 'tess@example.com', to: 'tess@new.example' }],
    });
    const used = await (await visitor()).post(`${API}/email-changes/${tokenOf(link!.links[0]!)}`);
    expect(used.statusCode).toBe(410);
  });

  it('asks for the current password, and refuses an address that is taken', async () => {
    await t.createUser('user', 'uri');
    const c = t.client();
    await c.login('uri');
    const wrong = await c.put(`${API}/account/email`, {
      email_address: 'uri@new.example',
      current_password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['is not correct'] });
    const taken = await c.put(`${API}/account/email`, {
      email_address: 'admin@example.com',
      current_password: 'correct horse battery',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email_address: ['is already registered'] });
  });
});
