import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, createNote, expectStatus } from './support/api';
import { inTransaction } from '../../src/server/db/database';
import { queueEvents } from '../../src/server/webhooks/queue-events';
import { subscriptionsFor } from '../../src/server/webhooks/subscriptions';

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
const deliveries = (app: TestApp) =>
  app.db.selectFrom('outbox').select('webhook_id').where('channel', '=', 'webhook').execute();

describe('webhook subscriptions', () => {
  it("one database's webhooks are not another's, in the same process", async () => {
    await hookTo(su);
    await createNote(su, { sections: [{ title: 'Heard' }] });
    expect(await deliveries(t)).toHaveLength(1);
    // Its list as if read a moment ago, fresh for the next minute whatever the machine's speed.
    await subscriptionsFor(t.db, Date.now() + 60_000);
    const other = await startTestApp();
    try {
      const note = await createNote(await other.as('superuser'), {
        sections: [{ title: 'Section' }],
      });
      expect(note.id).toBeGreaterThan(0);
      expect(await deliveries(other)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('a webhook deleted elsewhere within the second gets no delivery, and the write goes on', async () => {
    const { webhook } = await hookTo(su);
    const now = Date.now();
    const listed = await subscriptionsFor(t.db, now);
    expect(listed.map((s) => s.id)).toContain(webhook.id);
    // Another instance deletes it: this process's list does not hear of it.
    await t.db.deleteFrom('webhooks').where('id', '=', webhook.id).execute();
    const before = (await deliveries(t)).length;
    await inTransaction(t.db, (trx) =>
      queueEvents(trx, now + 1, () => [
        { type: 'notes.created', resource: 'notes', id: 1, actor: null, changes: [], record: {} },
      ]),
    );
    const after = await deliveries(t);
    expect(after.map((d) => d.webhook_id)).not.toContain(webhook.id);
    // The first test's webhook is still there, and still heard.
    expect(after.length).toBe(before + 1);
    expectStatus(await su.get(`${API}/webhooks`), 200);
  });
});
