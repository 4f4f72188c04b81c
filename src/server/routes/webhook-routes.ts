import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import { idSchema } from '../../shared/fields';
import {
  createdWebhookSchema,
  deliverySchema,
  webhookFields,
  webhookSchema,
  type Delivery,
  type Webhook,
} from '../../shared/webhooks';
import { messageSchema } from '../../shared/mail';
import { HttpError, errorResponses, invalidField, notFound } from '../http-error';
import { inTransaction } from '../db/database';
import { outboxRepository } from '../repositories/outbox';
import { webhooksRepository, type WebhookRow } from '../repositories/webhooks';
import { refusedUrl } from '../webhooks/http-delivery';
import { newWebhookSecret } from '../webhooks/signature';
import { subscriptionsChanged } from '../webhooks/subscriptions';
import { queuePing } from '../webhooks/queue-events';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as string[],
  active: row.active === 1,
  disabled_reason: row.disabled_reason,
  created_by: row.created_by,
  created_at: iso(row.created_at)!,
});

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

/** Webhooks (superusers, /dashboard/webhooks): who is told of which events, and how it went. */
export default async function webhookRoutes(app: AppInstance) {
  const hooks = webhooksRepository(app.db);
  const box = app.webhookSecrets;
  const config = { access: 'superuser' as const };
  const tags = ['webhooks'];
  const found = async (id: number) => {
    const row = await hooks.find(id);
    if (!row) throw notFound('Webhook');
    return row;
  };
  const checkUrl = async (url: string) => {
    const refused = await refusedUrl(url, app.config.WEBHOOK_ALLOW_PRIVATE);
    if (refused) throw invalidField('url', refused);
  };

  app.post(
    '/webhooks',
    {
      config,
      schema: {
        tags,
        summary: 'Add a webhook: its signing secret is answered this once',
        body: webhookFields,
        response: { 201: createdWebhookSchema, ...errorResponses(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { url, events } = request.body.webhook;
      await checkUrl(url);
      const secret = newWebhookSecret();
      const now = Date.now();
      const id = await hooks.add({
        url,
        events: JSON.stringify(events),
        secret: box.seal(secret),
        created_by: (await request.currentUser())?.username ?? null,
        created_at: now,
        updated_at: now,
      });
      subscriptionsChanged();
      return reply.status(201).send({ webhook: toWebhook(await found(id)), secret });
    },
  );

  app.get(
    '/webhooks',
    {
      config,
      schema: { tags, response: { 200: z.array(webhookSchema), ...errorResponses(401, 403) } },
    },
    async () => (await hooks.list()).map(toWebhook),
  );

  app.get(
    '/webhooks/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        response: { 200: webhookSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => toWebhook(await found(request.params.id)),
  );

  app.put(
    '/webhooks/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a webhook’s address or events, or switch it off or on (active)',
        params: idParams,
        body: webhookFields,
        response: { 200: webhookSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { url, events, active } = request.body.webhook;
      await found(id);
      await checkUrl(url);
      await hooks.update(id, { url, events: JSON.stringify(events), active }, Date.now());
      subscriptionsChanged();
      return toWebhook(await found(id));
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a webhook and its deliveries',
        params: idParams,
        response: { 200: z.object({ id: z.number() }), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      if (!(await hooks.remove(request.params.id))) throw notFound('Webhook');
      subscriptionsChanged();
      return { id: request.params.id };
    },
  );

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
