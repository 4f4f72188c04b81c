import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server';
import { httpClient, pool, type HttpClient } from '../support/http-client';
import { sleep } from '../support/processes';
import { webhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { temporaryPostgres, temporarySqlite, type TempDatabase } from '../support/temp-database';

// Webhooks from the real, compiled server in real time: a server killed between a write and its
// delivery, and two servers on one PostgreSQL database sharing one outbox.
const postgresUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'webhook delivery admin password';
const env = {
  ADMIN_PASSWORD: PASSWORD,
  SESSION_SECRET: 'webhook-delivery-'.padEnd(40, 'x'),
  WEBHOOK_ALLOW_PRIVATE: 'on',
};

async function subscribe(c: HttpClient, url: string) {
  const res = await c.call('POST', '/api/v1/webhooks', { webhook: { url, events: ['*'] } });
  expect(res.status, res.text).toBe(201);
}
const createClient = async (c: HttpClient, name: string) => {
  const res = await c.call('POST', '/api/v1/clients', { client: { organization_name: name } });
  expect(res.status, res.text).toBe(201);
};
const types = (receiver: WebhookReceiver) =>
  receiver.received.map(
    (r) => JSON.parse(r.body) as { type: string; data: { record: { organization_name?: string } } },
  );

describe('a server killed between a write and its delivery', () => {
  let receiver: WebhookReceiver;
  let database: TempDatabase;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    receiver = await webhookReceiver();
    database = temporarySqlite('webhook-');
  });
  afterAll(async () => {
    await server?.stop();
    await receiver.stop();
    await database.drop();
  });

  it('delivers the event once it is started again', async () => {
    server = await startChildServer({ databaseUrl: database.url, env });
    const admin = httpClient(server.origin);
    await admin.signIn('admin', PASSWORD);
    await subscribe(admin, receiver.url);
    await receiver.stop(); // nobody takes it yet
    await createClient(admin, 'Killed Ltd');
    server.signal('SIGKILL', 'group');
    await server.exited;
    await receiver.start();
    server = await startChildServer({ databaseUrl: database.url, env });
    const until = Date.now() + 30_000;
    while (!types(receiver).some((b) => b.type === 'clients.created') && Date.now() < until)
      await sleep(100);
    await sleep(2_000); // time for any second copy
    const created = types(receiver).filter((b) => b.type === 'clients.created');
    expect(created).toHaveLength(1);
    expect(created[0]!.data.record.organization_name).toBe('Killed Ltd');
  }, 90_000);
});

describe.runIf(Boolean(postgresUrl))('two servers on one PostgreSQL database', () => {
  let receiver: WebhookReceiver;
  let database: TempDatabase;
  let servers: ChildServer[] = [];
  beforeAll(async () => {
    receiver = await webhookReceiver();
    database = await temporaryPostgres(postgresUrl!, 'hooks');
    servers = [
      await startChildServer({ databaseUrl: database.url, env }),
      await startChildServer({ databaseUrl: database.url, env }),
    ];
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await receiver?.stop();
    await database?.drop();
  });

  it('deliver each of 200 events once', async () => {
    const onA = httpClient(servers[0]!.origin);
    await onA.signIn('admin', PASSWORD);
    await subscribe(onA, receiver.url);
    const onB = httpClient(servers[1]!.origin);
    for (const [name, value] of onA.jar) onB.jar.set(name, value);
    await sleep(1_500); // B reads the webhooks again at most a second later
    await pool(200, 8, (i) => createClient(i % 2 ? onB : onA, `Client ${i}`));
    const until = Date.now() + 60_000;
    while (receiver.received.length < 200 && Date.now() < until) await sleep(100);
    await sleep(3_000); // time for any second copy
    expect(receiver.received).toHaveLength(200);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(200);
    const names = new Set(types(receiver).map((b) => b.data.record.organization_name));
    expect(names.size).toBe(200);
  }, 120_000);
});
