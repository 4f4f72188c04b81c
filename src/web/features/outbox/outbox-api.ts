import type { Outbox, OutboxEntry, OutboxState } from '../../../shared/mail';
import { http } from '../../lib/http-client';

/** The outbox's calls (superusers): a page of mails, newest first, and a failed one sent again. */
export const outboxApi = {
  list: (query: { state?: OutboxState; limit: number; offset: number }, signal?: AbortSignal) =>
    http.get<Outbox>('/outbox', { query, signal }),
  resend: (id: number) =>
    http.post<OutboxEntry>(`/outbox/${id}/resend`, undefined, { expect: 200 }),
};
