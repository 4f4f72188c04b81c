import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, createNote, expectStatus } from './support/api';
import { inTransaction } from '../../src/server/db/database';
import { eventRowsFor } from '../../src/server/webhooks/queue-events';
import { subscriptionsFor } from '../../src/server/webhooks/subscriptions';
import { recordingFanOut } from './support/webhook-rows';
import { eventWebhookIds, outboxRepository } from '../../src/server/repositories/outbox';

// The list of webhooks every write asks is cached for a second: it must never name a webhook of
// another database, nor fail a write for one deleted meanwhile (on another instance).

let t: TestApp;
let su: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'on' });
  su = await t.as('superuser');
});
afterAll(() => t.close());

const hookTo = (c: ApiClient) =>
  create<{ webhook: { id: number } }>(c, 'webhooks', {
    webhook: { url: 'http://127.0.0.1:9/hook', events: ['*'] },
  });
/** The webhooks each queued event and delivery is for (an event names its webhooks). */
async function queuedFor(app: TestApp) {
  const rows = await app.db
    .selectFrom('outbox')
    .selectAll()
    .where('channel', 'in', ['event', 'webhook'])
    .execute();
  return rows.flatMap((row) => (row.channel === 'event' ? eventWebhookIds(row) : [row.webhook_id]));
}

describe('webhook subscriptions', () => {
  it("one database's webhooks are not another's, in the same process", async () => {
    const { webhook } = await hookTo(su);
    await createNote(su, { sections: [{ title: 'Heard' }] });
    expect(await queuedFor(t)).toEqual([webhook.id]);
    // Its list as if read a moment ago, fresh for the next minute whatever the machine's speed.
    await subscriptionsFor(t.db, Date.now() + 60_000);
    const other = await startTestApp();
    try {
      const note = await createNote(await other.as('superuser'), {
        sections: [{ title: 'Section' }],
      });
      expect(note.id).toBeGreaterThan(0);
      expect(await queuedFor(other)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('a webhook deleted elsewhere within the second gets no delivery, and the write goes on', async () => {
    const [heard] = await queuedFor(t);
    const { webhook } = await hookTo(su);
    const now = Date.now();
    const listed = await subscriptionsFor(t.db, now);
    expect(listed.map((s) => s.id)).toEqual(expect.arrayContaining([heard, webhook.id]));
    // Another instance deletes it: this process's list does not hear of it.
    await t.db.deleteFrom('webhooks').where('id', '=', webhook.id).execute();
    const event = { type: 'notes.created', resource: 'notes', id: 987_654, actor: null };
    await inTransaction(t.db, async (trx) =>
      outboxRepository(trx).insertRows(
        await eventRowsFor(trx, now + 1, () => [{ ...event, changes: [], record: {} }]),
      ),
    );
    // The event names both; its fan-out (here, or by the app's own sender) makes one delivery.
    const events = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('channel', '=', 'event')
      .execute();
    await recordingFanOut(t.db).fanOut(events);
    const deliveries = (
      await t.db.selectFrom('outbox').selectAll().where('channel', '=', 'webhook').execute()
    ).filter((row) => JSON.parse(row.body).data.id === event.id);
    expect(deliveries.map((d) => d.webhook_id)).toEqual([heard]);
    expectStatus(await su.get(`${API}/webhooks`), 200);
  });
});
