import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import {
  createdWebhookSchema,
  webhookFields,
  webhookSchema,
  type Webhook,
} from '../../shared/webhooks';
import { errorResponses, invalidField, notFound } from '../http-error';
import { webhooksRepository, type WebhookRow } from '../repositories/webhooks';
import { refusedUrl } from '../webhooks/http-delivery';
import { newWebhookSecret } from '../webhooks/signature';
import { subscriptionsChanged } from '../webhooks/subscriptions';

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

/** A webhook by its id, or the 404 of one that is not there. */
export const webhookOr404 =
  (hooks: ReturnType<typeof webhooksRepository>) =>
  async (id: number): Promise<WebhookRow> => {
    const row = await hooks.find(id);
    if (!row) throw notFound('Webhook');
    return row;
  };

/** Webhooks (superusers, /dashboard/webhooks): who is told of which events, and how it went. */
export default async function webhookRoutes(app: AppInstance) {
  const hooks = webhooksRepository(app.db);
  const box = app.webhookSecrets;
  const config = { access: 'superuser' as const };
  const tags = ['webhooks'];
  const found = webhookOr404(hooks);
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
      subscriptionsChanged(app.db);
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
      subscriptionsChanged(app.db);
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
      subscriptionsChanged(app.db);
      return { id: request.params.id };
    },
  );
}
