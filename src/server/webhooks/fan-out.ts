import { inTransaction, type Database } from '../db/database';
import { eventWebhookIds, outboxRepository, type OutboxRow } from '../repositories/outbox';
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
      const events = rows.filter((r) => taken.has(r.id));
      const named = events.map((row) => ({ row, webhookIds: eventWebhookIds(row) }));
      const urls = await webhooksRepository(trx).urls([
        ...new Set(named.flatMap((e) => e.webhookIds)),
      ]);
      const deliveries = named.flatMap(({ row, webhookIds }) =>
        webhookIds.flatMap((webhookId) => {
          const url = urls.get(webhookId);
          if (url === undefined) return [];
          const id = messageId();
          const { created_at, queued_at, next_attempt_at } = row;
          return [
            {
              webhookId,
              url,
              type: row.subject,
              messageId: id,
              body: deliveryBody(id, row.body),
              since: { created_at, queued_at, next_attempt_at },
            },
          ];
        }),
      );
      await outbox.addDeliveries(deliveries, Date.now());
    });
  };
}
