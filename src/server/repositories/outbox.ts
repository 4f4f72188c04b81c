import { PostgresAdapter } from 'kysely';
import type { Database } from '../db/database';
import { insertAtCommit } from './insert-at-commit';
import { MAX_BOUND_VALUES, batches } from './table-repository';
import { FIXED_ROWS_MAX, compileFixed, rowsOf } from '../db/fixed-statements';
import { runUnread } from '../db/held-statements';
import type { NewRow, Row } from '../db/tables';
import type { ComposedMail } from '../mail/compose';
import type { OutboxState } from '../../shared/mail';

export type OutboxRow = Row<'outbox'>;
/** What a new row starts as: waiting, due at once, its day of attempts starting now. */
const due = (now: number) => ({
  state: 'waiting',
  next_attempt_at: now,
  created_at: now,
  queued_at: now,
});
/** A notification to file for some people (notifications/queue.ts). */
export type NotificationToFile = {
  userIds: number[];
  type: string;
  resource: string;
  recordId: number;
  text: string;
  actor: string | null;
};
/** Rows as a fixed statement binds them: their columns (the first row's), shape and values. */
export function fixedRows(rows: readonly NewRow<'outbox'>[]) {
  const columns = Object.keys(rows[0] ?? {}) as (keyof NewRow<'outbox'>)[];
  const values = rows.flatMap((row) => columns.map((column) => row[column]));
  return { shape: `${columns.join(',')} ${rows.length}`, columns, values };
}

/** A webhook delivery (webhooks/queue-events.ts, webhooks/fan-out.ts). */
export type Delivery = {
  webhookId: number;
  url: string;
  type: string;
  messageId: string;
  body: string;
};
/** A delivery fanned out and tried once: sent, failed for good, or waiting for its next attempt. */
export type TriedDelivery = Delivery & {
  since: Pick<OutboxRow, 'created_at' | 'queued_at'>;
  outcome: Pick<OutboxRow, 'state' | 'next_attempt_at' | 'sent_at' | 'last_error'>;
};
/** An event some webhooks want: its body without a message id (each delivery has its own). */
export type EventToFanOut = { type: string; webhookIds: number[]; body: string };
/** Events' outbox rows, due at once: what a write queues (webhooks/queue-events.ts). */
export const eventRows = (events: readonly EventToFanOut[], now: number): NewRow<'outbox'>[] =>
  events.map((e) => {
    // Written out rather than spread from due() and stringified: made for every write's event.
    const ids = e.webhookIds.join(',');
    return {
      state: 'waiting',
      next_attempt_at: now,
      created_at: now,
      queued_at: now,
      channel: 'event',
      recipient: `webhooks ${ids}`,
      subject: e.type,
      body: e.body,
      payload: `{"webhook_ids":[${ids}]}`,
      links: '[]',
    };
  });
export const eventWebhookIds = (row: OutboxRow) =>
  (JSON.parse(row.payload) as { webhook_ids: number[] }).webhook_ids;
type MailPayload = { html: string; headers: Record<string, string> };
export const mailPayload = (row: OutboxRow) => JSON.parse(row.payload) as MailPayload;

/**
 * The outbox (migration 019): a mail is added in the transaction of the write that caused it, so
 * it exists exactly when that write does; a sender claims due ones, sends them and marks them.
 */
export function outboxRepository(db: Database) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  /** Rows in batches under both databases' limits of bound values (a bulk write's many events). */
  async function insert(rows: NewRow<'outbox'>[]) {
    // A write's few rows from a statement built once (fixed-statements.ts): it runs with every
    // write that queues an event, where the query builder cost as much as the insert.
    if (!rows.length) return;
    // On SQLite in a transaction: with its group's commit, one insert for all the group's writes.
    if (insertAtCommit(db, 'outbox', rows)) return;
    if (rows.length <= FIXED_ROWS_MAX) {
      const { shape, columns, values } = fixedRows(rows);
      await runUnread(
        db,
        compileFixed(db, `outbox ${shape}`, values, (bound) =>
          db.insertInto('outbox').values(rowsOf(bound, columns) as NewRow<'outbox'>[]),
        ),
      );
      return;
    }
    const size = Math.floor(MAX_BOUND_VALUES / 13);
    for (const batch of batches(rows, size)) await db.insertInto('outbox').values(batch).execute();
  }
  return {
    /** Adds mails in the caller's transaction, due at once. */
    add: (mails: ComposedMail[], now = Date.now()) =>
      insert(
        mails.map((mail) => ({
          ...due(now),
          channel: 'mail',
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          payload: JSON.stringify({ html: mail.html, headers: mail.headers }),
          links: JSON.stringify(mail.links),
        })),
      ),

    /** Adds webhook deliveries (a "Send test" ping) in the caller's transaction, due at once. */
    addDeliveries: (deliveries: readonly Delivery[], now: number) =>
      insert(
        deliveries.map((d) => ({
          ...due(now),
          channel: 'webhook',
          webhook_id: d.webhookId,
          recipient: d.url,
          subject: d.type,
          body: d.body,
          payload: JSON.stringify({ message_id: d.messageId }),
          links: '[]',
        })),
      ),

    /**
     * Adds deliveries already tried once (fanned out and sent at once, webhooks/fan-out.ts), each
     * as its attempt left it: written once in that state rather than added, claimed and marked.
     * Answers their ids by message id.
     */
    async addTried(deliveries: readonly TriedDelivery[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      const rows = deliveries.map((d) => ({
        channel: 'webhook',
        webhook_id: d.webhookId,
        recipient: d.url,
        subject: d.type,
        body: d.body,
        payload: JSON.stringify({ message_id: d.messageId }),
        links: '[]',
        attempts: 1,
        ...d.since,
        ...d.outcome,
      }));
      for (const batch of batches(rows, Math.floor(MAX_BOUND_VALUES / 16))) {
        const added = await db
          .insertInto('outbox')
          .values(batch)
          .returning(['id', 'payload'])
          .execute();
        for (const row of added)
          ids.set((JSON.parse(row.payload) as { message_id: string }).message_id, Number(row.id));
      }
      return ids;
    },

    /** Adds rows built beforehand (eventRows: a write's events) in the caller's transaction. */
    insertRows: insert,

    /**
     * Removes events that were fanned out, in the fan-out's transaction: answers those this
     * caller removed, so that an event another instance took meanwhile is fanned out once.
     */
    async takeEvents(ids: readonly number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .deleteFrom('outbox')
        .where('id', 'in', ids)
        .where('channel', '=', 'event')
        .returning('id')
        .execute();
      return new Set(rows.map((r) => Number(r.id)));
    },

    /** Adds notifications in the caller's transaction, due at once (notifications/queue.ts). */
    addNotifications: (notifications: readonly NotificationToFile[], now: number) =>
      insert(
        notifications.map((n) => ({
          ...due(now),
          channel: 'notification',
          recipient: `users ${n.userIds.join(',')}`,
          subject: n.type,
          body: n.text,
          payload: JSON.stringify(n),
          links: '[]',
        })),
      ),

    /**
     * Whether anything of these channels is due (by `dueBy`: has been due since then), the cheap
     * question a sender asks each second.
     */
    async anyDue(now: number, channels: readonly string[], dueBy = now): Promise<boolean> {
      if (!channels.length) return false;
      const row = await db
        .selectFrom('outbox')
        .select('id')
        .where('state', '=', 'waiting')
        .where('channel', 'in', channels)
        .where('next_attempt_at', '<=', dueBy)
        .where((e) => e.or([e('claimed_until', 'is', null), e('claimed_until', '<', now)]))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Takes up to `limit` due mails for `leaseMs`, counting the attempt. With several instances on
     * PostgreSQL, FOR UPDATE SKIP LOCKED gives each row to one of them; a taken row's lease keeps
     * the others off it after the claim commits, and frees it if its sender died.
     */
    claim(
      now: number,
      limit: number,
      leaseMs: number,
      channels: readonly string[],
    ): Promise<OutboxRow[]> {
      let due = db
        .selectFrom('outbox')
        .select('id')
        .where('state', '=', 'waiting')
        .where('channel', 'in', channels)
        .where('next_attempt_at', '<=', now)
        .where((e) => e.or([e('claimed_until', 'is', null), e('claimed_until', '<', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      if (pg) due = due.forUpdate().skipLocked();
      return db
        .updateTable('outbox')
        .set((e) => ({ claimed_until: now + leaseMs, attempts: e('attempts', '+', 1) }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    /** Rows sent: one mail, or a batch of webhook deliveries at once. */
    async sentAll(ids: readonly number[], now: number) {
      if (!ids.length) return;
      await db
        .updateTable('outbox')
        .set({ state: 'sent', sent_at: now, claimed_until: null, last_error: null })
        .where('id', 'in', ids)
        .execute();
    },

    /** A failed attempt: try again at `nextAt`, or (null) give up and show it as failed. */
    async failed(id: number, error: string, nextAt: number | null) {
      await db
        .updateTable('outbox')
        .set({
          state: nextAt === null ? 'failed' : 'waiting',
          next_attempt_at: nextAt ?? undefined,
          claimed_until: null,
          last_error: error.slice(0, 1000),
        })
        .where('id', '=', id)
        .execute();
    },

    /** A superuser's "Resend": waiting again, due now, with a fresh day of attempts. */
    async resend(id: number, now: number): Promise<OutboxRow | undefined> {
      return db
        .updateTable('outbox')
        .set({
          state: 'waiting',
          next_attempt_at: now,
          attempts: 0,
          queued_at: now,
          last_error: null,
        })
        .where('id', '=', id)
        .where('state', '!=', 'waiting')
        .returningAll()
        .executeTakeFirst();
    },

    find: (id: number) =>
      db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst(),

    async list(options: { state?: OutboxState; limit: number; offset: number }) {
      let query = db.selectFrom('outbox').where('channel', '=', 'mail');
      if (options.state) query = query.where('state', '=', options.state);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        query.select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}
