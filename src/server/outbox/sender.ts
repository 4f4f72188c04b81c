import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { mailPayload, outboxRepository, type OutboxRow } from '../repositories/outbox';
import { nextAttempt } from './retry-schedule';
import type { MailTransport } from '../mail/transport';

/** How long a sender holds what it took: longer than any transport's timeouts together. */
export const LEASE_MS = 2 * 60 * 1000;
/** Rows taken at a time. */
const BATCH = 50;
/**
 * How long a due delivery may wait for requests to ease (ADR 0040): past it, deliveries are sent
 * at full speed whatever the load, so yielding delays them and never starves them.
 */
export const YIELD_LIMIT_MS = 30_000;

/** What yields to a burst of requests (ADRs 0040, 0043): webhook events and their deliveries. */
const BACKGROUND = new Set(['event', 'webhook']);

/** Thrown by a channel for a row that no later attempt can send (its webhook is off). */
export class Undeliverable extends Error {}

type Options = {
  db: Database;
  log: FastifyBaseLogger;
  /** The host part of each Message-ID. */
  host: string;
  /** SMTP, when configured: without it mails wait. */
  mail?: MailTransport;
  /** Webhook deliveries (webhooks/webhook-channel.ts), a batch at once, on their own schedule. */
  webhook?: {
    sendAll: (rows: readonly OutboxRow[]) => Promise<{ row: OutboxRow; error?: unknown }[]>;
    nextAttempt: typeof nextAttempt;
    gaveUp: (row: OutboxRow) => Promise<void>;
    /**
     * Events, each sent at once to every webhook it names and recorded as one delivery per
     * webhook (webhooks/fan-out.ts, ADR 0042); answers those not accepted.
     */
    fanOut: (
      rows: readonly OutboxRow[],
    ) => Promise<
      readonly { messageId: string; url: string; outcome: { last_error: string | null } }[]
    >;
  };
  /** Notifications, filed in each person's inbox a batch at once (notifications/). */
  notification?: { sendAll: (rows: readonly OutboxRow[]) => Promise<void> };
  /** Whether requests are pressing (request-pressure.ts): deliveries then wait (ADR 0043). */
  busy?: () => boolean;
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
export function outboxSender({
  db,
  log,
  host,
  mail,
  webhook,
  notification,
  busy = () => false,
  now = Date.now,
}: Options) {
  const outbox = outboxRepository(db);
  const channels = [
    mail && 'mail',
    webhook && 'event',
    webhook && 'webhook',
    notification && 'notification',
  ].filter((c): c is string => !!c);

  const sendMail = async (row: OutboxRow) => {
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

  /** A row not accepted: tried again on its channel's schedule, or given up. */
  async function notAccepted(row: OutboxRow, error: unknown) {
    const isHook = BACKGROUND.has(row.channel);
    const retry = isHook ? webhook!.nextAttempt : nextAttempt;
    const next = error instanceof Undeliverable ? null : retry(row.attempts, row.queued_at, now());
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

  /** Mails one by one over SMTP; each marked as it goes. */
  async function sendMails(rows: readonly OutboxRow[]) {
    for (const row of rows) {
      try {
        await sendMail(row);
        await outbox.sentAll([row.id], now());
      } catch (error) {
        await notAccepted(row, error);
      }
    }
  }

  /** Deliveries all at once; those accepted marked sent in one statement. */
  async function sendDeliveries(rows: readonly OutboxRow[]) {
    if (!rows.length) return;
    const results = await webhook!.sendAll(rows);
    await outbox.sentAll(
      results.filter((r) => r.error === undefined).map((r) => r.row.id),
      now(),
    );
    for (const { row, error } of results) if (error !== undefined) await notAccepted(row, error);
  }

  /**
   * Events sent to their webhooks at once; a failure to record them (the database) tries each
   * again later, when receivers drop the repeat by its message id.
   */
  async function fanOut(rows: readonly OutboxRow[]) {
    if (!rows.length) return;
    try {
      for (const { messageId, url, outcome } of await webhook!.fanOut(rows))
        log.warn({ message: messageId, url, err: outcome.last_error }, 'Not accepted');
    } catch (error) {
      for (const row of rows) await notAccepted(row, error);
    }
  }

  /** Notifications filed all at once; a failure (the database) tries each again later. */
  async function fileNotifications(rows: readonly OutboxRow[]) {
    if (!rows.length) return;
    try {
      await notification!.sendAll(rows);
    } catch (error) {
      for (const row of rows) await notAccepted(row, error);
      return;
    }
    await outbox.sentAll(
      rows.map((r) => r.id),
      now(),
    );
  }

  const quietChannels = channels.filter((c) => !BACKGROUND.has(c));
  const backgroundChannels = channels.filter((c) => BACKGROUND.has(c));

  return {
    /** Sends every due row (deliveries as the load allows); how many were taken. */
    async run(): Promise<number> {
      let taken = 0;
      for (;;) {
        const at = now();
        // Deliveries are background work: they wait while requests are pressing (ADR 0043), unless
        // one has waited YIELD_LIMIT_MS (due rows are taken oldest first, so that one goes first).
        const waitOut =
          busy() && !(await outbox.anyDue(at, backgroundChannels, at - YIELD_LIMIT_MS));
        const these = waitOut ? quietChannels : channels;
        if (!these.length || !(await outbox.anyDue(at, these))) break;
        const rows = await outbox.claim(at, BATCH, LEASE_MS, these);
        if (!rows.length) break;
        taken += rows.length;
        await fileNotifications(rows.filter((r) => r.channel === 'notification'));
        await fanOut(rows.filter((r) => r.channel === 'event'));
        await sendDeliveries(rows.filter((r) => r.channel === 'webhook'));
        await sendMails(rows.filter((r) => r.channel === 'mail'));
      }
      return taken;
    },
  };
}
