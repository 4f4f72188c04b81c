import { createHash } from 'node:crypto';
import { inTransaction, type Database } from '../db/database';
import type { Row } from '../db/tables';
import {
  eventWebhookIds,
  outboxRepository,
  type OutboxRow,
  type TriedDelivery,
} from '../repositories/outbox';
import { webhooksRepository, type WebhookRow } from '../repositories/webhooks';
import { Undeliverable } from '../outbox/sender';
import type { nextDelivery } from '../outbox/retry-schedule';
import { deliveryBody } from './queue-events';

/** What a webhook is sent: its message id (`webhook-id`) and the signed body. */
export type Message = { messageId: string; body: string };
/** One POST's attempt to record, and why it was not accepted if it was not. */
export type Outcome = {
  attempt?: Omit<Row<'webhook_attempts'>, 'id' | 'outbox_id'>;
  error?: Error;
};

type Options = {
  db: Database;
  /** One delivery POSTed and signed (webhook-channel.ts). */
  post: (message: Message, hook: WebhookRow) => Promise<Outcome>;
  nextAttempt: typeof nextDelivery;
  now?: () => number;
};

/**
 * An event's message id for one webhook, the same however often it is fanned out (a sender that
 * died after POSTing, before recording): receivers drop the repeat by it.
 */
const eventMessageId = (event: OutboxRow, webhookId: number) =>
  `msg_${createHash('sha256')
    .update(`${event.id}.${event.created_at}.${webhookId}`)
    .digest('base64url')
    .slice(0, 22)}`;

/** Why an attempt failed, and when (null: never) the next one is due. */
function outcomeOf(error: Error | undefined, event: OutboxRow, at: number, options: Options) {
  if (!error) return { state: 'sent', sent_at: at, next_attempt_at: at, last_error: null };
  const next = error instanceof Undeliverable ? null : options.nextAttempt(1, event.queued_at, at);
  const last_error = error.message.slice(0, 1000);
  if (next === null) return { state: 'failed', sent_at: null, next_attempt_at: at, last_error };
  return { state: 'waiting', sent_at: null, next_attempt_at: next, last_error };
}

/**
 * The sender's event channel (ADR 0041, 0042): the claimed events are POSTed at once to each
 * webhook they name that still exists, then recorded in one transaction that removes the events
 * and writes each delivery once, as its first attempt left it (sent, or waiting for the next
 * one on the webhook channel). An event another sender took meanwhile (a lease that ran out)
 * is recorded by that one only. Answers the deliveries not accepted, for the log.
 */
export function fanOutChannel(options: Options) {
  const { db, post, now = Date.now } = options;
  return async function fanOut(events: readonly OutboxRow[]): Promise<TriedDelivery[]> {
    if (!events.length) return [];
    const ids = [...new Set(events.flatMap(eventWebhookIds))];
    const hooks = new Map((await webhooksRepository(db).findAll(ids)).map((h) => [h.id, h]));
    const planned = events.flatMap((event) =>
      eventWebhookIds(event).flatMap((webhookId) => {
        const hook = hooks.get(webhookId);
        if (!hook) return [];
        const messageId = eventMessageId(event, webhookId);
        return [{ event, hook, messageId, body: deliveryBody(messageId, event.body) }];
      }),
    );
    const outcomes = await Promise.all(
      planned.map((p) => post({ messageId: p.messageId, body: p.body }, p.hook)),
    );
    const at = now();
    const tried = planned.map(({ event, hook, messageId, body }, i) => ({
      event: event.id,
      webhookId: hook.id,
      url: hook.url,
      type: event.subject,
      messageId,
      body,
      since: { created_at: event.created_at, queued_at: event.queued_at },
      outcome: outcomeOf(outcomes[i]!.error, event, at, options),
      attempt: outcomes[i]!.attempt,
    }));
    await inTransaction(db, async (trx) => {
      const outbox = outboxRepository(trx);
      const taken = await outbox.takeEvents(events.map((e) => e.id));
      const ours = tried.filter((t) => taken.has(t.event));
      const added = await outbox.addTried(ours);
      await webhooksRepository(trx).attempts(
        ours.flatMap((t) =>
          t.attempt ? [{ ...t.attempt, outbox_id: added.get(t.messageId)! }] : [],
        ),
      );
    });
    return tried.filter((t) => t.outcome.state !== 'sent');
  };
}
