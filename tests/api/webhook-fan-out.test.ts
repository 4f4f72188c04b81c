import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { eventRows, outboxRepository } from '../../src/server/repositories/outbox';
import { addWebhookRow } from './support/webhook-rows';
import { fanOutChannel } from '../../src/server/webhooks/fan-out';
import { createTestDatabase, currentTemplate } from './support/test-database';

// A write queues one row per event (ADR 0041); the sender makes it a delivery per webhook. On a
// migrated database of its own (no app, so no sender of its own racing these).
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
const hooks: number[] = [];
beforeAll(async () => {
  database = await createTestDatabase(currentTemplate());
  db = openDatabase(database.url).db;
  await migrateToLatest(db);
  for (const n of [1, 2, 3])
    hooks.push(await addWebhookRow(db, `https://receiver${n}.example/hook`));
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const rowsOf = (channel: string) =>
  db.selectFrom('outbox').selectAll().where('channel', '=', channel).orderBy('id').execute();

describe('events fanned out to their webhooks', () => {
  it('once each, even when two senders hold the same events', async () => {
    const at = 1_700_000_000_000;
    const body = (n: number) => JSON.stringify({ type: 'clients.created', timestamp: 't', n });
    await outboxRepository(db).insertRows(
      eventRows(
        [0, 1, 2, 3, 4].map((n) => ({ type: 'clients.created', webhookIds: hooks, body: body(n) })),
        at,
      ),
    );
    const events = await rowsOf('event');
    const fanOut = fanOutChannel(db);
    await Promise.all([fanOut(events), fanOut(events)]);
    expect(await rowsOf('event')).toEqual([]);
    const deliveries = await rowsOf('webhook');
    expect(deliveries).toHaveLength(15);
    const pairs = deliveries.map((d) => `${d.webhook_id}:${JSON.parse(d.body).n}`);
    expect(new Set(pairs).size).toBe(15);
    for (const d of deliveries) {
      const { id, ...rest } = JSON.parse(d.body);
      // The signed body names its message id first; the headers' webhook-id is the same.
      expect(d.body.startsWith(`{"id":"${id}",`)).toBe(true);
      expect(JSON.parse(d.payload)).toEqual({ message_id: id });
      expect(rest).toEqual({ type: 'clients.created', timestamp: 't', n: rest.n });
      expect([d.state, d.created_at, d.next_attempt_at, d.attempts]).toEqual([
        'waiting',
        at,
        at,
        0,
      ]);
    }
    expect(new Set(deliveries.map((d) => JSON.parse(d.body).id)).size).toBe(15);
  });

  it('to the webhooks that still exist', async () => {
    await db.deleteFrom('outbox').execute();
    await outboxRepository(db).insertRows(
      eventRows(
        [{ type: 'tools.created', webhookIds: hooks, body: '{"type":"tools.created"}' }],
        Date.now(),
      ),
    );
    await db.deleteFrom('webhooks').where('id', '=', hooks[1]!).execute();
    await fanOutChannel(db)(await rowsOf('event'));
    const deliveries = await rowsOf('webhook');
    expect(deliveries.map((d) => [d.webhook_id, d.recipient])).toEqual([
      [hooks[0], 'https://receiver1.example/hook'],
      [hooks[2], 'https://receiver3.example/hook'],
    ]);
  });
});
