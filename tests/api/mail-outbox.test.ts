import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { smtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient } from './support/api';
import { openDatabase } from '../../src/server/db/database';
import { outboxSender } from '../../src/server/outbox/sender';
import { smtpTransport } from '../../src/server/mail/transport';
import { composeMail } from '../../src/server/mail/compose';
import { outboxRepository } from '../../src/server/repositories/outbox';
import type { Outbox } from '../../src/shared/mail';

// The app runs without SMTP_URL: its mails wait in the outbox. The tests hand them to a real
// SMTP server through the product's own sender, on a clock they move themselves.
const HOUR_MS = 60 * 60 * 1000;
let t: TestApp;
let inbox: SmtpInbox;
let su: ApiClient;
beforeAll(async () => {
  inbox = await smtpInbox();
  t = await startTestApp({ PUBLIC_URL: 'https://outbox.example' });
  su = await t.as('superuser');
});
afterAll(async () => {
  await t.close();
  await inbox.stop();
});

const silent = pino({ level: 'silent' });
function sender(clock: { now: number }, db = t.db) {
  return outboxSender({
    db,
    mail: smtpTransport(inbox.url, 'Outbox test <outbox@example.com>'),
    log: silent,
    host: 'outbox.example',
    now: () => clock.now,
  });
}
const outbox = async (query = '') => (await su.get(`${API}/outbox${query}`)).json() as Outbox;
async function askReset(login: string) {
  const c = t.client();
  await c.get('/session');
  const res = await c.post(`${API}/password-resets`, { login });
  expect(res.statusCode).toBe(202);
}

describe('without SMTP_URL', () => {
  it('mails wait in the outbox, which superusers alone see, with their text and links', async () => {
    await t.createUser('admin', 'abe');
    await askReset('abe');
    const { mail_configured, entries } = await outbox('?state=waiting');
    expect(mail_configured).toBe(false);
    expect(entries[0]).toMatchObject({
      to: 'abe@example.com',
      subject: 'Reset your Northwire Systems password',
      state: 'waiting',
      attempts: 0,
      sent_at: null,
      last_error: null,
    });
    expect(entries[0]!.links[0]).toMatch(/^https:\/\/outbox\.example\/reset-password\//);
    expect(entries[0]!.text).toContain(entries[0]!.links[0]);
    expect((await (await t.as('admin')).get(`${API}/outbox`)).statusCode).toBe(403);
  });
});

describe('the sender', () => {
  it('keeps a mail while the mail server is down, and delivers it once it is back 20 s later', async () => {
    await t.createUser('admin', 'bo');
    await inbox.stop();
    await askReset('bo');
    const clock = { now: Date.now() };
    const send = sender(clock);
    expect(await send.run()).toBeGreaterThanOrEqual(1);
    const failed = (await outbox()).entries.find((e) => e.to === 'bo@example.com')!;
    expect(failed).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(failed.next_attempt_at!)).toBe(clock.now + 2000);
    clock.now += 5_000;
    await send.run(); // the second attempt, still refused
    await inbox.start();
    clock.now += 20_000;
    await send.run();
    const mails = await inbox.waitFor('bo@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Northwire Systems password');
    const sent = (await outbox()).entries.find((e) => e.to === 'bo@example.com')!;
    expect(sent).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    await send.run();
    expect(inbox.to('bo@example.com')).toHaveLength(1);
  });

  it('marks a mail failed after a day of refusals, and a superuser resends it', async () => {
    await t.createUser('admin', 'cy');
    await inbox.stop();
    await askReset('cy');
    const clock = { now: Date.now() };
    const send = sender(clock);
    await send.run();
    expect((await outbox('?state=waiting')).entries[0]).toMatchObject({ to: 'cy@example.com' });
    // Its next attempt falls more than a day after it was written: it is given up.
    clock.now += 25 * HOUR_MS;
    await send.run();
    const failed = (await outbox('?state=failed')).entries.find((e) => e.to === 'cy@example.com')!;
    expect(failed.state).toBe('failed');
    expect(failed.last_error).toBeTruthy();
    await inbox.start();
    const resent = await su.post(`${API}/outbox/${failed.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ state: 'waiting', attempts: 0 });
    expect((await su.post(`${API}/outbox/${failed.id}/resend`)).statusCode).toBe(409);
    clock.now = Date.now();
    await send.run();
    expect(await inbox.waitFor('cy@example.com')).toHaveLength(1);
    expect((await su.post(`${API}/outbox/999999/resend`)).statusCode).toBe(404);
  });

  it.runIf(process.env.TEST_DIALECT === 'postgres')(
    'two instances on one PostgreSQL database send each of 100 mails once',
    async () => {
      const now = Date.now();
      const mails = Array.from({ length: 100 }, (_, i) =>
        composeMail({ to: `bulk${i}@example.com`, subject: `Mail ${i}`, paragraphs: ['Hello'] }),
      );
      await outboxRepository(t.db).add(mails, now);
      const second = openDatabase(t.url).db;
      try {
        const clock = { now: now + 1 };
        const [a, b] = await Promise.all([sender(clock).run(), sender(clock, second).run()]);
        expect(a + b).toBe(100);
        expect(a).toBeGreaterThan(0);
        expect(b).toBeGreaterThan(0);
      } finally {
        await second.destroy();
      }
      const bulk = inbox.mails.filter((m) => m.to[0]!.startsWith('bulk'));
      expect(bulk).toHaveLength(100);
      expect(new Set(bulk.map((m) => m.messageId)).size).toBe(100);
      expect(new Set(bulk.map((m) => m.to[0])).size).toBe(100);
    },
  );
});
