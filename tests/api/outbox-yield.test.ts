import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openDatabase, type Database } from '../../src/server/db/database';
import { outboxSender, YIELD_LIMIT_MS } from '../../src/server/outbox/sender';
import { eventRows, outboxRepository, type OutboxRow } from '../../src/server/repositories/outbox';
import { addWebhookRow, recordingFanOut } from './support/webhook-rows';
import { nextDelivery } from '../../src/server/outbox/retry-schedule';
import { composeMail } from '../../src/server/mail/compose';
import { createTestDatabase, currentTemplate } from './support/test-database';
import { migrateToLatest } from '../../src/server/db/migrate';

// The sender on a migrated database of its own (no app, so no second sender), with a webhook
// channel that records what it is handed, on a clock the tests move.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let destroy: () => Promise<void>;
let hookId: number;
beforeAll(async () => {
  database = await createTestDatabase(currentTemplate());
  const opened = openDatabase(database.url);
  db = opened.db;
  destroy = () => opened.db.destroy();
  await migrateToLatest(db);
  hookId = await addWebhookRow(db, 'https://receiver.example/hook');
});
afterAll(async () => {
  await destroy();
  await database.drop();
});

function setUp(busy: { now: boolean }, clock: { now: number }) {
  const delivered: OutboxRow[] = [];
  const events = recordingFanOut(db);
  const sender = outboxSender({
    db,
    log: pino({ level: 'silent' }),
    host: 'yield.example',
    mail: { send: async () => {}, close: () => {} },
    webhook: {
      sendAll: async (rows) => {
        delivered.push(...rows);
        return rows.map((row) => ({ row }));
      },
      nextAttempt: nextDelivery,
      gaveUp: async () => {},
      fanOut: events.fanOut,
    },
    busy: () => busy.now,
    now: () => clock.now,
  });
  return { sender, delivered, posted: events.posted };
}

async function queue(count: number, at: number) {
  const deliveries = Array.from({ length: count }, (_, i) => ({
    webhookId: hookId,
    url: 'https://receiver.example/hook',
    type: 'clients.created',
    messageId: `msg_${at}_${i}`,
    body: '{}',
  }));
  await outboxRepository(db).addDeliveries(deliveries, at);
}

describe('webhook deliveries yield to a burst of requests (ADR 0040)', () => {
  it('sends none while busy, all once requests ease', async () => {
    const clock = { now: 1_000_000 };
    const busy = { now: true };
    const { sender, delivered } = setUp(busy, clock);
    await queue(120, clock.now);
    await sender.run();
    expect(delivered).toHaveLength(0);
    clock.now += YIELD_LIMIT_MS - 1;
    await sender.run();
    expect(delivered).toHaveLength(0);
    busy.now = false;
    clock.now += 1000;
    await sender.run();
    expect(delivered).toHaveLength(120);
    expect(new Set(delivered.map((r) => r.id)).size).toBe(120);
  });

  it('never starves them: past the limit they go at full speed, busy or not', async () => {
    const clock = { now: 2_000_000 };
    const { sender, delivered } = setUp({ now: true }, clock);
    const first = clock.now;
    await queue(150, first); // three batches
    await queue(20, first + YIELD_LIMIT_MS - 1000); // due later: these still wait
    clock.now += YIELD_LIMIT_MS;
    await sender.run();
    expect(delivered.map((r) => Number(r.created_at))).toEqual(Array(150).fill(first));
    clock.now += YIELD_LIMIT_MS;
    await sender.run();
    expect(delivered).toHaveLength(170);
  });

  it('files mail and notifications whatever the load', async () => {
    const clock = { now: 3_000_000 };
    const { sender, delivered } = setUp({ now: true }, clock);
    await queue(60, clock.now);
    const mail = composeMail({ to: 'ann@example.com', subject: 'Hello', paragraphs: ['Hi'] });
    await outboxRepository(db).add([mail], clock.now);
    await sender.run();
    expect(delivered).toHaveLength(0);
    const waiting = await db
      .selectFrom('outbox')
      .select(['channel'])
      .where('state', '=', 'waiting')
      .execute();
    expect(waiting.map((r) => r.channel)).toEqual(Array(60).fill('webhook'));
  });

  it('keeps events while busy, then sends them all to their webhooks', async () => {
    const clock = { now: 4_000_000 };
    const busy = { now: true };
    const { sender, delivered, posted } = setUp(busy, clock);
    await db.deleteFrom('outbox').where('state', '=', 'waiting').execute(); // the tests' before
    const events = Array.from({ length: 120 }, (_, i) => ({
      type: 'clients.created',
      webhookIds: [hookId],
      body: JSON.stringify({ type: 'clients.created', n: i }),
    }));
    await outboxRepository(db).insertRows(eventRows(events, clock.now));
    await sender.run();
    const channels = await db
      .selectFrom('outbox')
      .select((e) => ['channel', e.fn.countAll().as('n')])
      .where('state', '=', 'waiting')
      .groupBy('channel')
      .orderBy('channel')
      .execute();
    expect(channels.map((c) => [c.channel, Number(c.n)])).toEqual([['event', 120]]);
    expect(posted).toHaveLength(0);
    busy.now = false;
    clock.now += 1000;
    await sender.run();
    expect(posted).toHaveLength(120);
    expect(delivered).toHaveLength(0);
    const sent = posted.map((p) => JSON.parse(p.body).n as number).sort((a, b) => a - b);
    expect(sent).toEqual(events.map((_, i) => i));
  });
});
