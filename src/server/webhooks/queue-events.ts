import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { FieldChange } from '../../shared/history';
import { eventRows, outboxRepository } from '../repositories/outbox';
import type { NewRow } from '../db/tables';
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
export const messageId = () => {
  if (taken + 16 > pool.length) [pool, taken] = [randomBytes(4096), 0];
  taken += 16;
  return `msg_${pool.subarray(taken - 16, taken).toString('base64url')}`;
};

/**
 * A delivery's body from its event's (`{"type":…}`, as eventRowsFor makes it): the message id
 * put first, as Standard Webhooks' examples have it, without parsing the event again.
 */
export const deliveryBody = (id: string, eventBody: string) =>
  `{"id":${JSON.stringify(id)},${eventBody.slice(1)}`;

/**
 * The outbox rows of the events that some webhook wants, one per event naming those webhooks,
 * for the caller to insert in the write's own transaction (with its history entry:
 * history/record-history.ts), so an event exists exactly when its write committed; the sender
 * fans each out to a delivery per webhook after the write (webhooks/fan-out.ts, ADR 0041).
 * None, and no query, when no webhook is on.
 */
export async function eventRowsFor(
  db: Database,
  now: number,
  /** Called only when some webhook is on: a record's answer is not built for nobody. */
  build: () => readonly RecordEvent[],
): Promise<NewRow<'outbox'>[]> {
  const subscriptions = await subscriptionsFor(db, now);
  if (!subscriptions.length) return [];
  const timestamp = new Date(now).toISOString();
  const events = build().flatMap(({ type, ...data }) => {
    const webhookIds = subscriptions.filter((s) => wants(s, type)).map((s) => s.id);
    if (!webhookIds.length) return [];
    return [{ type, webhookIds, body: JSON.stringify({ type, timestamp, data }) }];
  });
  return eventRows(events, now);
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
