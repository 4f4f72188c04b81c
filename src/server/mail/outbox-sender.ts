import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { mailPayload, outboxRepository, type OutboxRow } from '../repositories/outbox';
import { nextAttempt } from './retry-schedule';
import type { MailTransport } from './transport';

/** How long a sender holds a mail it took: longer than the transport's timeouts together. */
export const LEASE_MS = 2 * 60 * 1000;
/** Mails taken at a time. */
const BATCH = 20;

type Options = {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** The host part of each Message-ID. */
  host: string;
  now?: () => number;
};

/** Why an attempt failed, as the outbox screen shows it: the mail server's own answer if any. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { response, code } = error as Error & { response?: string; code?: string };
  return response ?? (code ? `${code}: ${error.message}` : error.message);
}

/**
 * Sends what the outbox holds: takes the due mails, hands each to the transport, and marks it
 * sent, or failed with the time of its next attempt (retry-schedule.ts). `run` sends until
 * nothing is due; several senders (instances) share the work through the outbox's claim.
 */
export function outboxSender({ db, transport, log, host, now = Date.now }: Options) {
  const outbox = outboxRepository(db);

  async function deliver(row: OutboxRow) {
    const { html, headers } = mailPayload(row);
    try {
      await transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        html,
        headers,
        messageId: `<outbox-${row.id}-${row.created_at}@${host}>`,
      });
      await outbox.sent(row.id, now());
    } catch (error) {
      const next = nextAttempt(row.attempts, row.queued_at, now());
      const why = reason(error);
      log.warn({ mail: row.id, attempts: row.attempts, err: why }, 'A mail was not accepted');
      await outbox.failed(row.id, why, next);
      if (next === null) log.error({ mail: row.id }, 'A mail failed for a day: given up');
    }
  }

  return {
    /** Sends every due mail; how many were taken. */
    async run(): Promise<number> {
      let taken = 0;
      while (await outbox.anyDue(now())) {
        const rows = await outbox.claim(now(), BATCH, LEASE_MS);
        if (!rows.length) break;
        taken += rows.length;
        for (const row of rows) await deliver(row);
      }
      return taken;
    },
  };
}
