import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { mailPayload, outboxRepository, type OutboxRow } from '../repositories/outbox';
import { nextAttempt } from './retry-schedule';
import type { MailTransport } from '../mail/transport';

/** How long a sender holds what it took: longer than any transport's timeouts together. */
export const LEASE_MS = 2 * 60 * 1000;
/** Rows taken at a time. */
const BATCH = 20;

/** Thrown by a channel for a row that no later attempt can send (its webhook is off). */
export class Undeliverable extends Error {}

/** Sends one row of a channel; throws (with the reason) when it was not accepted. */
export type ChannelSender = (row: OutboxRow) => Promise<void>;

type Options = {
  db: Database;
  log: FastifyBaseLogger;
  /** The host part of each Message-ID. */
  host: string;
  /** SMTP, when configured: without it mails wait. */
  mail?: MailTransport;
  /** Webhook deliveries (webhooks/webhook-sender.ts): they retry on their own schedule. */
  webhook?: {
    send: ChannelSender;
    nextAttempt: typeof nextAttempt;
    gaveUp: (row: OutboxRow) => Promise<void>;
  };
  now?: () => number;
};

/** Why an attempt failed, as the outbox screen shows it: the mail server's own answer if any. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { response, code } = error as Error & { response?: string; code?: string };
  return response ?? (code ? `${code}: ${error.message}` : error.message);
}

/**
 * The one sender of the outbox (ADR 0024): takes the due rows of the channels it can send (mail
 * with SMTP, webhooks), hands each to its channel, and marks it sent, or failed with the time of
 * its next attempt. `run` sends until nothing is due; several senders (instances) share the work
 * through the outbox's claim.
 */
export function outboxSender({ db, log, host, mail, webhook, now = Date.now }: Options) {
  const outbox = outboxRepository(db);
  const channels = [mail && 'mail', webhook && 'webhook'].filter((c): c is string => !!c);

  const sendMail: ChannelSender = async (row) => {
    const { html, headers } = mailPayload(row);
    await mail!.send({
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      html,
      headers,
      messageId: `<outbox-${row.id}-${row.created_at}@${host}>`,
    });
  };

  async function deliver(row: OutboxRow) {
    const isHook = row.channel === 'webhook';
    try {
      await (isHook ? webhook!.send : sendMail)(row);
      await outbox.sent(row.id, now());
    } catch (error) {
      const retry = isHook ? webhook!.nextAttempt : nextAttempt;
      const next =
        error instanceof Undeliverable ? null : retry(row.attempts, row.queued_at, now());
      const why = reason(error);
      log.warn(
        { outbox: row.id, channel: row.channel, attempts: row.attempts, err: why },
        'Not accepted',
      );
      await outbox.failed(row.id, why, next);
      if (next !== null) return;
      log.error({ outbox: row.id, channel: row.channel }, 'Failed for a day: given up');
      if (isHook && !(error instanceof Undeliverable)) await webhook!.gaveUp(row);
    }
  }

  return {
    /** Sends every due row; how many were taken. */
    async run(): Promise<number> {
      if (!channels.length) return 0;
      let taken = 0;
      while (await outbox.anyDue(now(), channels)) {
        const rows = await outbox.claim(now(), BATCH, LEASE_MS, channels);
        if (!rows.length) break;
        taken += rows.length;
        // Mails one by one (one SMTP connection); deliveries to different receivers at once.
        await Promise.all(rows.filter((r) => r.channel === 'webhook').map(deliver));
        for (const row of rows.filter((r) => r.channel === 'mail')) await deliver(row);
      }
      return taken;
    },
  };
}
