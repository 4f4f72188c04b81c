import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startChildServer, type ChildServer } from '../support/child-server';
import { httpClient } from '../support/http-client';
import { sleep } from '../support/processes';
import { smtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { temporaryPostgres, temporarySqlite, type TempDatabase } from '../support/temp-database';

// Mail from the real, compiled server to a real SMTP server, in real time: the mail server down
// when a reset is asked for, our server restarted meanwhile, the mail server back 20 s later;
// and two servers on one PostgreSQL database sharing one outbox.
const postgresUrl = process.env.TEST_DATABASE_URL;
const env = (inbox: SmtpInbox) => ({
  ADMIN_PASSWORD: 'mail delivery admin password',
  SESSION_SECRET: 'mail-delivery-'.padEnd(40, 'x'),
  SMTP_URL: inbox.url,
  PUBLIC_URL: 'https://mail.example',
});

describe('a mail asked for while the mail server is down', () => {
  let inbox: SmtpInbox;
  let database: TempDatabase;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    inbox = await smtpInbox();
    database = temporarySqlite('mail-');
  });
  afterAll(async () => {
    await server?.stop();
    await inbox.stop();
    await database.drop();
  });

  it('arrives once the mail server is back 20 s later, across a restart of our server', async () => {
    await inbox.stop();
    server = await startChildServer({ databaseUrl: database.url, env: env(inbox) });
    const visitor = httpClient(server.origin);
    await visitor.call('GET', '/session');
    const asked = await visitor.call('POST', '/api/v1/password-resets', { login: 'admin' });
    expect(asked.status).toBe(202);
    const askedAt = Date.now();
    await sleep(3_000); // a first attempt or two, refused
    await server.stop();
    server = await startChildServer({ databaseUrl: database.url, env: env(inbox) });
    await sleep(Math.max(0, askedAt + 20_000 - Date.now()));
    await inbox.start();
    const [mail] = await inbox.waitFor('admin@example.com', 1, 60_000);
    expect(mail!.subject).toBe('Reset your Northwire Systems password');
    expect(mail!.links[0]).toMatch(/^https:\/\/mail\.example\/reset-password\/[\w-]{43}$/);
    await sleep(2_000);
    expect(inbox.to('admin@example.com')).toHaveLength(1);
  }, 120_000);
});

describe.runIf(Boolean(postgresUrl))('two servers on one PostgreSQL database', () => {
  let inbox: SmtpInbox;
  let database: TempDatabase;
  let servers: ChildServer[] = [];
  let sql: pg.Client;
  beforeAll(async () => {
    inbox = await smtpInbox();
    database = await temporaryPostgres(postgresUrl!, 'mail');
    servers = [
      await startChildServer({ databaseUrl: database.url, env: env(inbox) }),
      await startChildServer({ databaseUrl: database.url, env: env(inbox) }),
    ];
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 120_000);
  afterAll(async () => {
    await sql?.end();
    for (const server of servers) await server.stop();
    await inbox?.stop();
    await database?.drop();
  });

  it('send each of 100 mails once', async () => {
    // 100 mails written at once, as 100 writes' transactions would leave them.
    await sql.query(`
      insert into outbox (channel, recipient, subject, body, payload, links, state,
                          next_attempt_at, created_at, queued_at)
      select 'mail', 'bulk' || g || '@example.com', 'Mail ' || g, 'Hello',
             '{"html":"<p>Hello</p>","headers":{}}', '[]', 'waiting', 0, 1, 1
      from generate_series(1, 100) g`);
    const until = Date.now() + 60_000;
    const bulk = () => inbox.mails.filter((m) => m.to[0]!.startsWith('bulk'));
    while (bulk().length < 100 && Date.now() < until) await sleep(100);
    await sleep(3_000); // time for any second copy to arrive
    expect(bulk()).toHaveLength(100);
    expect(new Set(bulk().map((m) => m.to[0])).size).toBe(100);
    expect(new Set(bulk().map((m) => m.messageId)).size).toBe(100);
    const { rows } = await sql.query<{ state: string; n: string }>(
      'select state, count(*) as n from outbox group by state',
    );
    expect(rows).toEqual([{ state: 'sent', n: '100' }]);
  }, 120_000);
});
