import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectStatus } from './support/api';
import { smtpInbox, type SmtpInbox } from '../support/smtp-inbox';

// My account's notification choices (ADR 0030): email for the types chosen, none by default;
// low stock for every admin unless they turned it off.

const PUBLIC_URL = 'https://dashboard.example.com';
let t: TestApp;
let inbox: SmtpInbox;
let su: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  inbox = await smtpInbox();
  t = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL });
  [su, admin] = [await t.as('superuser'), await t.as('admin')];
});
afterAll(async () => {
  await t.close();
  await inbox.stop();
});

/** Another admin, signed in under a name of its own. */
async function adminNamed(name: string) {
  await t.createUser('admin', name);
  const c = t.client();
  expectStatus(await c.login(name), 200);
  return c;
}
const choose = (c: ApiClient, body: unknown) => c.put(`${API}/account/notifications`, body);
/** Waits for `c`'s notifications whose text starts with `name`, up to 10 s. */
async function heard(c: ApiClient, name: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await c.get(`${API}/notifications`);
    const items = (res.json() as { items: { text: string }[] }).items.filter((n) =>
      n.text.startsWith(name),
    );
    if (items.length || Date.now() > until) return items;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
async function runLow(name: string) {
  const item = await create<{ id: number }>(su, 'inventory', {
    item: { name, quantity: 5, low_stock_threshold: 2 },
  });
  const put = await su.put(`${API}/inventory/${item.id}`, {
    item: { name, quantity: 1, low_stock_threshold: 2 },
  });
  expectStatus(put, 200);
  return item;
}

describe('notification choices', () => {
  it('start with no email and low stock on; saved in order, each once; staff only', async () => {
    const fresh = await adminNamed('fresh-admin');
    const got = await fresh.get(`${API}/account/notifications`);
    expectStatus(got, 200);
    expect(got.json()).toEqual({ email: [], low_stock: true, mail_configured: true });
    const saved = await choose(fresh, {
      email: ['overdue', 'mention', 'mention'],
      low_stock: false,
    });
    expectStatus(saved, 200);
    expect(saved.json()).toEqual({
      email: ['mention', 'overdue'],
      low_stock: false,
      mail_configured: true,
    });
    expect((await fresh.get(`${API}/account/notifications`)).json()).toMatchObject({
      email: ['mention', 'overdue'],
      low_stock: false,
    });
    const ordinary = await t.as('user');
    expectStatus(await ordinary.get(`${API}/account/notifications`), 403);
    expectStatus(await choose(ordinary, { email: [], low_stock: true }), 403);
  });

  it('refuse what is not a choice, naming the field', async () => {
    const wrong = await choose(admin, { email: ['birthdays'], low_stock: true });
    expectStatus(wrong, 422);
    expect(JSON.stringify(wrong.json().errors)).toContain('must be one of mention');
    const missing = await choose(admin, { email: [] });
    expectStatus(missing, 422);
    expect(Object.keys(missing.json().errors)).toContain('low_stock');
    expectStatus(await choose(admin, { email: [], low_stock: true, extra: 1 }), 422);
  });

  it('an admin who turned low stock off is not told; the others still are', async () => {
    const quiet = await adminNamed('quiet-admin');
    expectStatus(await choose(quiet, { email: [], low_stock: false }), 200);
    await runLow('Zip ties');
    expect(await heard(su, 'Zip ties')).toHaveLength(1);
    expect(await heard(admin, 'Zip ties')).toHaveLength(1);
    // Filed with the superuser's, from the same outbox row: had it been for her, it would be here.
    const res = await quiet.get(`${API}/notifications`);
    expect(res.json().items).toEqual([]);
  });

  it('mails a notification of a chosen type once, linking to its record; none of the others', async () => {
    const mailed = await adminNamed('mailed-admin');
    expectStatus(await choose(mailed, { email: ['mention'], low_stock: true }), 200);
    const client = await create<{ id: number }>(su, 'clients', {
      client: { organization_name: 'Fjord Freight' },
    });
    const said = await su.post(`${API}/clients/${client.id}/comments`, {
      comment: { body: 'Can you call them, @mailed-admin and @admin?' },
    });
    expectStatus(said, 201);
    await runLow('Cable glands'); // low stock: not chosen, so no mail
    const [mail] = await inbox.waitFor('mailed-admin@example.com');
    expect(mail!.subject).toBe(
      'superuser mentioned you: “Can you call them, @mailed-admin and @admin?”',
    );
    expect(mail!.text).toContain('Hello mailed-admin,');
    expect(mail!.links).toContain(`${PUBLIC_URL}/dashboard/clients/${client.id}`);
    expect(mail!.links).toContain(`${PUBLIC_URL}/dashboard/account`);
    expect(await heard(mailed, 'Cable glands')).toHaveLength(1);
    expect(await heard(admin, 'superuser mentioned you')).toHaveLength(1);
    // Everything filed by now has been mailed by now: one sender run does both.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(inbox.to('mailed-admin@example.com')).toHaveLength(1);
    expect(inbox.to('admin@example.com')).toHaveLength(0);
  });

  it('send no mail where mail is not configured, and say so', async () => {
    const bare = await startTestApp();
    try {
      const someone = await bare.as('admin');
      expectStatus(await choose(someone, { email: ['low_stock'], low_stock: true }), 200);
      expect((await someone.get(`${API}/account/notifications`)).json().mail_configured).toBe(
        false,
      );
      const owner = await bare.as('superuser');
      const item = await create<{ id: number }>(owner, 'inventory', {
        item: { name: 'Fuses', quantity: 5, low_stock_threshold: 2 },
      });
      await owner.put(`${API}/inventory/${item.id}`, {
        item: { name: 'Fuses', quantity: 1, low_stock_threshold: 2 },
      });
      const until = Date.now() + 10_000;
      while (!(await someone.get(`${API}/notifications`)).json().items.length && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const mails = await bare.db
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', 'mail')
        .execute();
      expect(mails).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
