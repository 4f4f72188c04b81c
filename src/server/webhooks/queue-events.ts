import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { FieldChange } from '../../shared/history';
import { outboxRepository } from '../repositories/outbox';
import { webhooksRepository } from '../repositories/webhooks';
import { subscriptionsFor, wants } from './subscriptions';

/** Something that happened to a record, as a webhook is told of it. */
export type RecordEvent = {
  /** `clients.created`, `inventory.low_stock`… */
  type: string;
  resource: string;
  id: number;
  actor: string | null;
  changes: FieldChange[];
  /** The record as the API shows it, after the write (before it, for a delete). */
  record: unknown;
};

// Random bytes drawn 4 KB at a time: one draw per id was 2% of a write's thread with three webhooks.
let pool = Buffer.alloc(0);
let taken = 0;
/** A message's id, the same on every attempt (`webhook-id`): receivers drop a repeat by it. */
const messageId = () => {
  if (taken + 16 > pool.length) [pool, taken] = [randomBytes(4096), 0];
  taken += 16;
  return `msg_${pool.subarray(taken - 16, taken).toString('base64url')}`;
};

/**
 * Writes a delivery to the outbox for each webhook that wants each event, in the caller's
 * transaction (the write's own), so an event exists exactly when its write committed. Costs
 * nothing (no query) when no webhook is on.
 */
export async function queueEvents(
  db: Database,
  now: number,
  /** Called only when some webhook is on: a record's answer is not built for nobody. */
  build: () => readonly RecordEvent[],
) {
  const subscriptions = await subscriptionsFor(db, now);
  if (!subscriptions.length) return;
  const events = build();
  const timestamp = new Date(now).toISOString();
  const deliveries = events.flatMap((event) =>
    subscriptions
      .filter((subscription) => wants(subscription, event.type))
      .map((subscription) => {
        const id = messageId();
        const { type, ...data } = event;
        return {
          webhookId: subscription.id,
          url: subscription.url,
          type,
          messageId: id,
          body: JSON.stringify({ id, type, timestamp, data }),
        };
      }),
  );
  if (!deliveries.length) return;
  // The list may be up to a second old: a webhook deleted meanwhile (here, or on another
  // instance) gets no delivery, and the write does not fail on the outbox's foreign key.
  const existing = await webhooksRepository(db).existing([
    ...new Set(deliveries.map((d) => d.webhookId)),
  ]);
  await outboxRepository(db).addDeliveries(
    deliveries.filter((d) => existing.has(d.webhookId)),
    now,
  );
}

/** "Send test": a `webhook.ping` to one webhook, whatever its events. */
export async function queuePing(
  db: Database,
  webhookId: number,
  url: string,
  actor: string | null,
  now: number,
) {
  const id = messageId();
  const body = JSON.stringify({
    id,
    type: 'webhook.ping',
    timestamp: new Date(now).toISOString(),
    data: { resource: 'webhooks', id: webhookId, actor, changes: [], record: null },
  });
  await outboxRepository(db).addDeliveries(
    [{ webhookId, url, type: 'webhook.ping', messageId: id, body }],
    now,
  );
}
