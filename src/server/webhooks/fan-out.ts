import { inTransaction, type Database } from '../db/database';
import {
  type Delivery,
  eventWebhookIds,
  outboxRepository,
  type OutboxRow,
} from '../repositories/outbox';
import { webhooksRepository } from '../repositories/webhooks';
import { deliveryBody, messageId } from './queue-events';

/**
 * The sender's event channel (ADR 0041): each event a write queued becomes one delivery per
 * webhook it named that still exists, in one transaction that also removes the event, so an
 * event is fanned out once even when two instances hold it (the second finds it gone). The
 * deliveries keep the event's times: they are due at once, first in line, with the event's day.
 */
export function fanOutChannel(db: Database) {
  return async function fanOut(rows: readonly OutboxRow[]): Promise<void> {
    if (!rows.length) return;
    await inTransaction(db, async (trx) => {
      const outbox = outboxRepository(trx);
      const taken = await outbox.takeEvents(rows.map((r) => r.id));
      const events = rows
        .filter((r) => taken.has(r.id))
        .map((row) => ({ row, webhookIds: eventWebhookIds(row) }));
      const urls = await webhooksRepository(trx).urls([
        ...new Set(events.flatMap((e) => e.webhookIds)),
      ]);
      const deliveries: Delivery[] = [];
      for (const { row, webhookIds } of events)
        for (const webhookId of webhookIds) {
          const url = urls.get(webhookId);
          if (url === undefined) continue;
          const id = messageId();
          const { subject: type, created_at, queued_at, next_attempt_at } = row;
          const since = { created_at, queued_at, next_attempt_at };
          deliveries.push({
            webhookId,
            url,
            type,
            messageId: id,
            body: deliveryBody(id, row.body),
            since,
          });
        }
      await outbox.addDeliveries(deliveries, Date.now());
    });
  };
}
