import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { eventRows, outboxRepository } from '../../src/server/repositories/outbox';
import { addWebhookRow, recordingFanOut } from './support/webhook-rows';
import { Undeliverable } from '../../src/server/outbox/sender';
import { createTestDatabase, currentTemplate } from './support/test-database';

// A write queues one row per event (ADR 0041); the sender sends it to each webhook and records
// a delivery per webhook (ADR 0042). On a
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
const body = (n: number) => JSON.stringify({ type: 'clients.created', timestamp: 't', n });
async function queueEvents(count: number, at: number) {
  await db.deleteFrom('outbox').execute();
  const events = Array.from({ length: count }, (_, n) => ({
    type: 'clients.created',
    webhookIds: hooks,
    body: body(n),
  }));
  await outboxRepository(db).insertRows(eventRows(events, at));
  return rowsOf('event');
}

describe('events sent to their webhooks', () => {
  it('at once, each delivery recorded once, as its attempt left it', async () => {
    const at = 1_700_000_000_000;
    const { fanOut, posted } = recordingFanOut(db);
    await fanOut(await queueEvents(5, at));
    expect(await rowsOf('event')).toEqual([]);
    expect(posted).toHaveLength(15);
    const deliveries = await rowsOf('webhook');
    expect(deliveries).toHaveLength(15);
    const pairs = deliveries.map((d) => `${d.webhook_id}:${JSON.parse(d.body).n}`);
    expect(new Set(pairs).size).toBe(15);
    for (const d of deliveries) {
      const { id, ...rest } = JSON.parse(d.body);
      // The signed body names its message id first; the headers' webhook-id is the same.
      expect(d.body.startsWith(`{"id":"${id}",`)).toBe(true);
      expect(JSON.parse(d.payload)).toEqual({ message_id: id });
      expect(posted).toContainEqual({ messageId: id, body: d.body, webhookId: d.webhook_id });
      expect(rest).toEqual({ type: 'clients.created', timestamp: 't', n: rest.n });
      expect([d.state, d.created_at, d.queued_at, d.attempts, d.claimed_until]).toEqual([
        'sent',
        at,
        at,
        1,
        null,
      ]);
    }
    expect(new Set(deliveries.map((d) => JSON.parse(d.body).id)).size).toBe(15);
  });

  it('recorded once when two senders hold the same events, under the same message ids', async () => {
    const events = await queueEvents(5, Date.now());
    const first = recordingFanOut(db);
    const second = recordingFanOut(db);
    await Promise.all([first.fanOut(events), second.fanOut(events)]);
    expect(await rowsOf('event')).toEqual([]);
    const deliveries = await rowsOf('webhook');
    expect(deliveries).toHaveLength(15);
    // Both POSTed (a lease ran out): the receiver drops the repeat by its webhook-id.
    const ids = (list: { messageId: string }[]) => list.map((p) => p.messageId).sort();
    expect(ids(first.posted)).toEqual(ids(second.posted));
    expect(ids(first.posted)).toEqual(
      deliveries.map((d) => JSON.parse(d.payload).message_id).sort(),
    );
  });

  it('a delivery not accepted waits for its next attempt; one to a switched-off webhook fails', async () => {
    const at = Date.now();
    const attempt = { at, status_code: 500, duration_ms: 3, response: 'Down' };
    const { fanOut } = recordingFanOut(db, (_, hook) => {
      if (hook.id === hooks[0]) return { attempt, error: new Error('HTTP 500') };
      if (hook.id === hooks[1]) return { error: new Undeliverable('The webhook is switched off.') };
      return { attempt: { ...attempt, status_code: 204, response: '' } };
    });
    await fanOut(await queueEvents(1, at));
    const deliveries = await rowsOf('webhook');
    const [failing, off, ok] = hooks.map((id) => deliveries.find((d) => d.webhook_id === id)!);
    expect([failing!.state, failing!.last_error, failing!.attempts]).toEqual([
      'waiting',
      'HTTP 500',
      1,
    ]);
    expect(failing!.next_attempt_at).toBeGreaterThanOrEqual(at + 4000);
    expect([off!.state, off!.last_error]).toEqual(['failed', 'The webhook is switched off.']);
    expect([ok!.state, ok!.last_error]).toEqual(['sent', null]);
    const attempts = await db.selectFrom('webhook_attempts').selectAll().orderBy('id').execute();
    expect(attempts.map((a) => [a.outbox_id, a.status_code, a.response])).toEqual([
      [failing!.id, 500, 'Down'],
      [ok!.id, 204, ''],
    ]);
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
    await recordingFanOut(db).fanOut(await rowsOf('event'));
    const deliveries = await rowsOf('webhook');
    expect(deliveries.map((d) => [d.webhook_id, d.recipient])).toEqual([
      [hooks[0], 'https://receiver1.example/hook'],
      [hooks[2], 'https://receiver3.example/hook'],
    ]);
  });
});
