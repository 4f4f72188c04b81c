import type { Database } from '../db/database';
import { inTransaction } from '../db/database';
import type { OutboxRow } from '../repositories/outbox';
import { outboxRepository } from '../repositories/outbox';
import { usersRepository } from '../repositories/users';
import { webhooksRepository, type WebhookRow } from '../repositories/webhooks';
import { secretBox } from '../two-step/crypto';
import { composeMail } from '../mail/compose';
import { nextDelivery } from '../outbox/retry-schedule';
import { Undeliverable } from '../outbox/sender';
import { fanOutChannel, type Message, type Outcome } from './fan-out';
import { postDelivery } from './http-delivery';
import { signedHeaders } from './signature';
import { subscriptionsChanged } from './subscriptions';

type Options = {
  db: Database;
  sessionSecret: string;
  allowPrivate: boolean;
  /** Where a webhook's screen is, for the mail that says it was switched off. */
  dashboardUrl: () => string;
  now?: () => number;
};

/**
 * The outbox's webhook channel: each delivery POSTed, signed as Standard Webhooks says, with its
 * attempt recorded (status, time, the first KB of the answer). A 2xx is delivered; anything else
 * (or nothing within 10 s) is tried again on its schedule; a day of failures switches the
 * webhook off and tells whoever made it.
 */
export function webhookChannel({
  db,
  sessionSecret,
  allowPrivate,
  dashboardUrl,
  now = Date.now,
}: Options) {
  const hooks = webhooksRepository(db);
  const box = secretBox(sessionSecret);
  // Opened once per sealed secret, not once per delivery (a few webhooks, thousands of deliveries).
  const opened = new Map<string, string | null>();
  const secretOf = (hook: WebhookRow) => {
    if (!opened.has(hook.secret)) {
      if (opened.size >= 1000) opened.clear();
      opened.set(hook.secret, box.open(hook.secret));
    }
    return opened.get(hook.secret)!;
  };

  /** One delivery: POSTed and signed; its attempt to record, and why it failed if it did. */
  async function post(message: Message, hook: WebhookRow | undefined): Promise<Outcome> {
    if (!hook) return { error: new Undeliverable('The webhook was removed.') };
    if (!hook.active) return { error: new Undeliverable('The webhook is switched off.') };
    const secret = secretOf(hook);
    if (!secret)
      return {
        error: new Undeliverable('The signing secret cannot be read (SESSION_SECRET changed).'),
      };
    const at = now();
    const headers = signedHeaders(secret, message.messageId, Math.floor(at / 1000), message.body);
    const result = await postDelivery(hook.url, message.body, headers, allowPrivate);
    const attempt = {
      at,
      status_code: result.status,
      duration_ms: result.durationMs,
      response: result.response,
    };
    const ok = result.status !== null && result.status >= 200 && result.status <= 299;
    if (ok) return { attempt };
    const why = result.status === null ? result.response : `HTTP ${result.status}`;
    return { attempt, error: new Error(why) };
  }

  /**
   * Sends a batch at once (each to its own receiver), reading their webhooks in one query and
   * recording their attempts in one insert: a delivery costs the server a request, not a round
   * of statements. Answers each row's error, if any.
   */
  async function sendAll(rows: readonly OutboxRow[]) {
    const ids = [
      ...new Set(rows.map((r) => r.webhook_id).filter((id): id is number => id !== null)),
    ];
    const byId = new Map((await hooks.findAll(ids)).map((hook) => [hook.id, hook]));
    const outcomes = await Promise.all(
      rows.map((row) => {
        const { message_id } = JSON.parse(row.payload) as { message_id: string };
        const hook = row.webhook_id === null ? undefined : byId.get(row.webhook_id);
        return post({ messageId: message_id, body: row.body }, hook);
      }),
    );
    await hooks.attempts(
      outcomes.flatMap((o, i) => (o.attempt ? [{ ...o.attempt, outbox_id: rows[i]!.id }] : [])),
    );
    return outcomes.map((o, i) => ({ row: rows[i]!, error: o.error }));
  }

  /** A delivery failed for a day: the webhook is switched off and its maker told by mail. */
  async function gaveUp(row: OutboxRow) {
    if (row.webhook_id === null) return;
    const hook = await hooks.find(row.webhook_id);
    if (!hook?.active) return;
    const at = now();
    await inTransaction(db, async (trx) => {
      await webhooksRepository(trx).switchOff(hook.id, 'Its deliveries failed for a day.', at);
      const owner = hook.created_by
        ? await usersRepository(trx).findByLogin('username', hook.created_by)
        : undefined;
      if (!owner) return;
      const mail = composeMail({
        to: owner.email_address,
        subject: 'A webhook was switched off',
        paragraphs: [
          `Hello ${owner.username},`,
          `The webhook to ${hook.url} failed to take its deliveries for a day, so it was switched off.`,
          'Check the receiver, then switch the webhook on again; failed deliveries can be sent again.',
        ],
        action: { label: 'Open the webhooks', url: dashboardUrl() },
      });
      await outboxRepository(trx).add([mail], at);
    });
    subscriptionsChanged(db);
  }

  const fanOut = fanOutChannel({ db, post, nextAttempt: nextDelivery, now });
  return { sendAll, gaveUp, fanOut, nextAttempt: nextDelivery };
}
