import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import {
  outboxEntrySchema,
  outboxQuery,
  outboxSchema,
  type OutboxEntry,
  type OutboxState,
} from '../../shared/mail';
import { HttpError, errorResponses, notFound } from '../http-error';
import { outboxRepository, type OutboxRow } from '../repositories/outbox';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const toEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.body,
  links: JSON.parse(row.links) as string[],
  state: row.state as OutboxState,
  attempts: row.attempts,
  last_error: row.last_error,
  created_at: iso(row.created_at)!,
  sent_at: iso(row.sent_at),
  next_attempt_at: row.state === 'waiting' ? iso(row.next_attempt_at) : null,
});

/** The outbox (superusers): every mail, sent, waiting or failed and why, and a resend. */
export default async function outboxRoutes(app: AppInstance) {
  const outbox = outboxRepository(app.db);
  const config = { access: 'superuser' as const };
  const tags = ['outbox'];

  app.get(
    '/outbox',
    {
      config,
      schema: {
        tags,
        summary: 'Mails, newest first: whether mail is configured, and each one’s state',
        querystring: outboxQuery,
        response: { 200: outboxSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await outbox.list(request.query);
      reply.header('X-Total-Count', String(total));
      return { mail_configured: app.mail.configured, entries: rows.map(toEntry) };
    },
  );

  app.post(
    '/outbox/:id/resend',
    {
      config,
      schema: {
        tags,
        operationId: 'resendMail',
        summary: 'Send a mail again: waiting, due now, with a new day of attempts',
        params: idParams,
        response: { 200: outboxEntrySchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const resent = await outbox.resend(id, Date.now());
      if (!resent) {
        if (!(await outbox.find(id))) throw notFound('Mail');
        throw new HttpError(409, 'This mail is waiting to be sent already.');
      }
      app.mail.wake();
      return toEntry(resent);
    },
  );
}
