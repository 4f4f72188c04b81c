import type { Delivery, Webhook } from '../../../shared/webhooks';
import type { FieldErrors } from '../../lib/http-client';
import { http } from '../../lib/http-client';

/** What a webhook's form sends; `active` only to switch it off or on. */
export interface WebhookBody {
  url: string;
  events: string[];
  active?: boolean;
}

const body = (webhook: WebhookBody) => ({ webhook });

/** The webhooks' calls (superusers): the hooks, one hook's deliveries, a ping and a resend. */
export const webhooksApi = {
  list: (signal?: AbortSignal) => http.get<Webhook[]>('/webhooks', { signal }),
  show: (id: number, signal?: AbortSignal) => http.get<Webhook>(`/webhooks/${id}`, { signal }),
  create: (webhook: WebhookBody) =>
    http.post<{ webhook: Webhook; secret: string }>('/webhooks', body(webhook)),
  update: (id: number, webhook: WebhookBody) => http.put<Webhook>(`/webhooks/${id}`, body(webhook)),
  remove: (id: number) => http.delete<{ id: number }>(`/webhooks/${id}`),
  deliveries: (id: number, signal?: AbortSignal) =>
    http.get<Delivery[]>(`/webhooks/${id}/deliveries`, { signal }),
  test: (id: number) =>
    http.post<{ message: string }>(`/webhooks/${id}/test`, undefined, { expect: 202 }),
  resend: (id: number, delivery: number) =>
    http.post<{ message: string }>(`/webhooks/${id}/deliveries/${delivery}/resend`, undefined, {
      expect: 200,
    }),
};

/**
 * The server's field errors by the form's field: a schema's failure names `url` or `events.3`,
 * the address check `webhook.url`; the form has `url` and `events`.
 */
export function formFieldErrors(errors: FieldErrors | undefined): FieldErrors | undefined {
  if (!errors) return undefined;
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const [field = path] = path.replace(/^webhook\./, '').split('.');
    (out[field] ??= []).push(...messages);
  }
  return out;
}
