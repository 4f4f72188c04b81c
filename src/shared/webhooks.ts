import { z } from 'zod';
import { RESOURCE_NAMES } from './resources/names';

/**
 * Webhooks (docs/product.md, "Webhooks"): the events a program can be told of, and the forms and
 * answers of /dashboard/webhooks. Shared by the routes and the screen.
 */
export const RECORD_EVENTS = ['created', 'updated', 'deleted', 'restored'] as const;
/** The resources whose stock can run low: an event when a write takes one to its threshold. */
export const LOW_STOCK_RESOURCES = ['inventory', 'stickers'] as const;
export const WEBHOOK_EVENTS: readonly string[] = [
  '*',
  ...RESOURCE_NAMES.flatMap((name) => RECORD_EVENTS.map((event) => `${name}.${event}`)),
  ...LOW_STOCK_RESOURCES.map((name) => `${name}.low_stock`),
];
const EVENT_SET = new Set(WEBHOOK_EVENTS);

export const webhookFields = z.object({
  webhook: z.object({
    url: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'is required')
      .max(2048, 'must be at most 2048 characters')
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
        message: 'must be an http(s) address',
      }),
    events: z
      .array(
        z.string().refine((e) => EVENT_SET.has(e), { message: 'is not an event' }),
        {
          error: 'must be a list of events',
        },
      )
      .min(1, 'choose at least one event')
      .max(WEBHOOK_EVENTS.length),
    /** PUT only: switch a webhook off or on again. */
    active: z.boolean({ error: 'must be true or false' }).optional(),
  }),
});
export type WebhookInput = z.input<typeof webhookFields>;

export const webhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  /** Why it was switched off (it failed for a day), or null. */
  disabled_reason: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
/** POST /webhooks: the secret is shown this once (whsec_…, the Standard Webhooks format). */
export const createdWebhookSchema = z.object({ webhook: webhookSchema, secret: z.string() });

export const deliverySchema = z.object({
  id: z.number(),
  event: z.string(),
  created_at: z.string(),
  state: z.enum(['waiting', 'sent', 'failed']),
  attempts: z.array(
    z.object({
      at: z.string(),
      status_code: z.number().nullable(),
      duration_ms: z.number(),
      /** The first KB of the answer, or why there was none. */
      response: z.string(),
    }),
  ),
  next_attempt_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
