import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { webhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create } from './support/api';
import { inTransaction } from '../../src/server/db/database';
import { createAll } from '../../src/server/resource-engine/create-all';
import { SERVER_RESOURCES } from '../../src/server/resources/registry';

let t: TestApp;
let receiver: WebhookReceiver;
let su: ApiClient;
beforeAll(async () => {
  receiver = await webhookReceiver();
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'on' });
  su = await t.as('superuser');
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

type Hook = {
  webhook: { id: number; url: string; events: string[]; active: boolean };
  secret: string;
};
async function addHook(events: string[], url = receiver.url): Promise<Hook> {
  const res = await su.post(`${API}/webhooks`, { webhook: { url, events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Hook;
}
const removeHook = (id: number) => su.delete(`${API}/webhooks/${id}`);
const bodyOf = (n: number) => JSON.parse(receiver.received[n]!.body) as Record<string, unknown>;
/** The webhook's latest delivery once the sender has marked it sent (it may lag the receiver). */
async function sentDelivery(hookId: number) {
  const until = Date.now() + 10_000;
  for (;;) {
    const [latest] = (await su.get(`${API}/webhooks/${hookId}/deliveries`)).json() as {
      state: string;
      attempts: { status_code: number | null }[];
    }[];
    if (latest?.state === 'sent') return latest;
    if (Date.now() > until) throw new Error(`the delivery is ${latest?.state ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Once the sender has recorded `attempts` failed attempts of the webhook's latest delivery (its
 * next attempt scheduled), lets that attempt fall due now, as time passing would.
 */
async function fastForward(hookId: number, attempts: number) {
  const until = Date.now() + 10_000;
  for (;;) {
    const [latest] = (await su.get(`${API}/webhooks/${hookId}/deliveries`)).json() as {
      id: number;
      state: string;
      attempts: { at: string }[];
      next_attempt_at: string | null;
    }[];
    // Rescheduled: its next attempt is later than its last (until then the sender may still
    // write the schedule over ours).
    const last = latest?.attempts.at(-1);
    const rescheduled =
      latest?.next_attempt_at && last && Date.parse(latest.next_attempt_at) > Date.parse(last.at);
    if (latest && latest.attempts.length >= attempts && rescheduled) {
      await t.db
        .updateTable('outbox')
        .set({ next_attempt_at: 0 })
        .where('id', '=', latest.id)
        .execute();
      return;
    }
    if (Date.now() > until) throw new Error(`no attempt ${attempts} recorded`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('webhooks', () => {
  it('deliver a signed event that the Standard Webhooks library verifies', async () => {
    const hook = await addHook(['clients.created']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = (await su.get(`${API}/webhooks`)).body;
    expect(listed).not.toContain(hook.secret);
    expect(listed).not.toContain(hook.secret.slice(6));
    const stored = await t.db.selectFrom('webhooks').select('secret').executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(hook.secret.slice(6));
    const client = await create(su, 'clients', { client: { organization_name: 'Hooked Ltd' } });
    const [delivery] = await receiver.waitFor(1);
    const verified = new Webhook(hook.secret).verify(delivery!.body, {
      'webhook-id': String(delivery!.headers['webhook-id']),
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    }) as Record<string, unknown>;
    expect(verified).toMatchObject({
      id: delivery!.headers['webhook-id'],
      type: 'clients.created',
      data: {
        resource: 'clients',
        id: client.id,
        actor: 'superuser',
        record: { organization_name: 'Hooked Ltd' },
      },
    });
    expect(() =>
      new Webhook(hook.secret).verify(delivery!.body.replace('Hooked', 'Hacked'), {
        'webhook-id': String(delivery!.headers['webhook-id']),
        'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
        'webhook-signature': String(delivery!.headers['webhook-signature']),
      }),
    ).toThrow();
    expect(await sentDelivery(hook.webhook.id)).toMatchObject({
      event: 'clients.created',
      state: 'sent',
      attempts: [{ status_code: 200 }],
    });
    await removeHook(hook.webhook.id);
  });

  it('tell an update its changes, and low stock once as it crosses the threshold', async () => {
    const hook = await addHook(['inventory.updated', 'inventory.low_stock']);
    const item = await create(su, 'inventory', {
      item: { name: 'Cable', specification: 'S', quantity: 10, low_stock_threshold: 3 },
    });
    const start = receiver.received.length;
    const put = (quantity: number) =>
      su.put(`${API}/inventory/${item.id}`, {
        item: { name: 'Cable', specification: 'S', quantity, low_stock_threshold: 3 },
      });
    expect((await put(2)).statusCode).toBe(200);
    await receiver.waitFor(start + 2);
    const types = receiver.received
      .slice(start)
      .map((r) => JSON.parse(r.body).type)
      .sort();
    expect(types).toEqual(['inventory.low_stock', 'inventory.updated']);
    const updated = receiver.received
      .slice(start)
      .map((r) => JSON.parse(r.body))
      .find((b) => b.type === 'inventory.updated');
    expect(updated.data.changes).toContainEqual({ field: 'quantity', from: 10, to: 2 });
    expect((await put(1)).statusCode).toBe(200);
    await receiver.waitFor(start + 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received.slice(start + 2).map((r) => JSON.parse(r.body).type)).toEqual([
      'inventory.updated',
    ]);
    await removeHook(hook.webhook.id);
  });

  it('send nothing for a write that rolls back', async () => {
    const hook = await addHook(['*']);
    const before = await t.db
      .selectFrom('outbox')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      inTransaction(t.db, async (trx) => {
        await createAll(trx, SERVER_RESOURCES.clients, [{ organization_name: 'Never' }], {
          updated_at: Date.now(),
          updated_by: 'x',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await t.db
      .selectFrom('outbox')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    await removeHook(hook.webhook.id);
  });

  it('retry a receiver that fails twice, then deliver once', async () => {
    const hook = await addHook(['tools.created']);
    const start = receiver.received.length;
    receiver.answerWith((n) => (n <= start + 2 ? 500 : 200));
    await create(su, 'tools', { tool: { name: 'Drill', specification: 'S' } });
    await receiver.waitFor(start + 1);
    await fastForward(hook.webhook.id, 1);
    await receiver.waitFor(start + 2);
    await fastForward(hook.webhook.id, 2);
    await receiver.waitFor(start + 3);
    const ids = receiver.received.slice(start).map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    const delivery = await sentDelivery(hook.webhook.id);
    expect(delivery.attempts.map((a) => a.status_code)).toEqual([500, 500, 200]);
    receiver.answerWith(() => 200);
    await removeHook(hook.webhook.id);
  });

  it('give up on an answer that does not come within 10 s, and record why', async () => {
    const hook = await addHook(['stickers.created']);
    const start = receiver.received.length;
    receiver.answerWith((n) => (n === start + 1 ? 'hang' : 200));
    await create(su, 'stickers', { sticker: { name: 'Logo', description: 'D', quantity: 1 } });
    await receiver.waitFor(start + 1);
    const until = Date.now() + 20_000;
    type Attempt = { status_code: number | null; response: string; duration_ms: number };
    let delivery: { state?: string; attempts: Attempt[] } = { attempts: [] };
    while (Date.now() < until) {
      // Listed once its first attempt is over (ADR 0042): here, after the 10 s.
      const [listed] = (await su.get(`${API}/webhooks/${hook.webhook.id}/deliveries`)).json();
      if (listed?.attempts.length) {
        delivery = listed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(delivery.state).toBe('waiting');
    expect(delivery.attempts[0]).toMatchObject({
      status_code: null,
      response: 'no answer within 10 s',
    });
    expect(delivery.attempts[0]!.duration_ms).toBeGreaterThanOrEqual(9_000);
    receiver.answerWith(() => 200);
    await removeHook(hook.webhook.id);
  }, 30_000);

  it('send a test ping, and a failed delivery again', async () => {
    const hook = await addHook(['notes.created']);
    const start = receiver.received.length;
    const ping = await su.post(`${API}/webhooks/${hook.webhook.id}/test`);
    expect(ping.statusCode).toBe(202);
    await receiver.waitFor(start + 1);
    expect(bodyOf(start)).toMatchObject({
      type: 'webhook.ping',
      data: { resource: 'webhooks', id: hook.webhook.id },
    });
    // Once the sender has marked it sent, make it a failed one (as a day of refusals would).
    let delivery = { id: 0, state: '' };
    while (delivery.state !== 'sent')
      [delivery] = (await su.get(`${API}/webhooks/${hook.webhook.id}/deliveries`)).json();
    await t.db
      .updateTable('outbox')
      .set({ state: 'failed' })
      .where('id', '=', delivery.id)
      .execute();
    const again = await su.post(
      `${API}/webhooks/${hook.webhook.id}/deliveries/${delivery.id}/resend`,
    );
    expect(again.statusCode, again.body).toBe(200);
    await receiver.waitFor(start + 2);
    expect(receiver.received[start + 1]!.headers['webhook-id']).toBe(
      receiver.received[start]!.headers['webhook-id'],
    );
    await removeHook(hook.webhook.id);
  });

  it('are for superusers; an admin hears 403', async () => {
    const admin = await t.as('admin');
    expect((await admin.get(`${API}/webhooks`)).statusCode).toBe(403);
    expect(
      (await admin.post(`${API}/webhooks`, { webhook: { url: receiver.url, events: ['*'] } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('without WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses http, loopback and private addresses', async () => {
    const strict = await startTestApp();
    try {
      const c = await strict.as('superuser');
      for (const url of [
        'http://example.com/hook',
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://10.0.0.5/hook',
        'https://[::1]/hook',
        'https://169.254.169.254/latest',
      ]) {
        const res = await c.post(`${API}/webhooks`, { webhook: { url, events: ['*'] } });
        expect(res.statusCode, url).toBe(422);
      }
    } finally {
      await strict.close();
    }
  });
});
