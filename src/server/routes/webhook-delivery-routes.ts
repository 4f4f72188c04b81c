import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import { idSchema } from '../../shared/fields';
import { deliverySchema, type Delivery } from '../../shared/webhooks';
import { messageSchema } from '../../shared/mail';
import { HttpError, errorResponses, notFound } from '../http-error';
import { inTransaction } from '../db/database';
import { outboxRepository } from '../repositories/outbox';
import { webhooksRepository } from '../repositories/webhooks';
import { queuePing } from '../webhooks/queue-events';
import { webhookOr404 } from './webhook-routes';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

type DeliveryRows = Awaited<ReturnType<ReturnType<typeof webhooksRepository>['deliveries']>>;
const toDelivery = ({ row, attempts }: DeliveryRows[number]): Delivery => ({
  id: row.id,
  event: row.subject,
  created_at: iso(row.created_at)!,
  state: row.state as Delivery['state'],
  attempts: attempts.map((a) => ({
    at: iso(a.at)!,
    status_code: a.status_code,
    duration_ms: a.duration_ms,
    response: a.response,
  })),
  next_attempt_at: row.state === 'waiting' ? iso(row.next_attempt_at) : null,
});

/** A webhook's deliveries (superusers): the latest with their attempts, a test ping, a resend. */
export default async function webhookDeliveryRoutes(app: AppInstance) {
  const hooks = webhooksRepository(app.db);
  const config = { access: 'superuser' as const };
  const tags = ['webhooks'];
  const found = webhookOr404(hooks);

  app.get(
    '/webhooks/:id/deliveries',
    {
      config,
      schema: {
        tags,
        summary: 'A webhook’s 50 latest deliveries, newest first, with each attempt',
        params: idParams,
        response: { 200: z.array(deliverySchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await found(request.params.id);
      return (await hooks.deliveries(request.params.id, 50)).map(toDelivery);
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      config,
      schema: {
        tags,
        operationId: 'testWebhook',
        summary: 'Send a ping (event webhook.ping) to the webhook',
        params: idParams,
        response: { 202: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const hook = await found(request.params.id);
      if (!hook.active) throw new HttpError(409, 'Switch the webhook on first.');
      const actor = (await request.currentUser())?.username ?? null;
      await inTransaction(app.db, (trx) => queuePing(trx, hook.id, hook.url, actor, Date.now()));
      app.mail.wake();
      return reply.status(202).send({ message: 'A ping is on its way.' });
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:delivery/resend',
    {
      config,
      schema: {
        tags,
        operationId: 'resendDelivery',
        summary: 'Send a failed delivery again',
        params: z.object({ id: idSchema, delivery: idSchema }),
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id, delivery } = request.params;
      const row = await outboxRepository(app.db).find(delivery);
      if (!row || row.webhook_id !== id) throw notFound('Delivery');
      if (!(await outboxRepository(app.db).resend(delivery, Date.now())))
        throw new HttpError(409, 'This delivery is waiting to be sent already.');
      app.mail.wake();
      return { message: 'The delivery will be sent again.' };
    },
  );
}
