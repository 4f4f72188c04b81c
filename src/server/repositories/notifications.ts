import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { NewRow, Row } from '../db/tables';
import { MAX_BOUND_VALUES, batches } from './table-repository';

export type NotificationRow = Row<'notifications'>;

/** Each person's notifications (migration 024): filed by the sender, read by their owner. */
export function notificationsRepository(db: Database) {
  return {
    /**
     * Files notifications, answering those filed now; one already filed from the same outbox row
     * is left as it is (and not answered).
     */
    async file(rows: NewRow<'notifications'>[]): Promise<NotificationRow[]> {
      const filed: NotificationRow[] = [];
      for (const batch of batches(rows, Math.floor(MAX_BOUND_VALUES / 9)))
        filed.push(
          ...(await db
            .insertInto('notifications')
            .values(batch)
            .onConflict((c) => c.columns(['user_id', 'outbox_id']).doNothing())
            .returningAll()
            .execute()),
        );
      return filed;
    },

    /** A page of one person's, newest first, older than `before` when given. */
    page(userId: number, limit: number, before?: number): Promise<NotificationRow[]> {
      let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
      if (before !== undefined) query = query.where('id', '<', before);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    /** One person's newer than `afterId`, oldest first (what a live stream has not sent yet). */
    since(userId: number, afterId: number): Promise<NotificationRow[]> {
      return db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '>', afterId)
        .orderBy('id', 'asc')
        .limit(100)
        .execute();
    },

    async latestId(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((e) => e.fn.max('id').as('id'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    async unread(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** PostgreSQL: tells every instance LISTENing on `channel` (at once, or at the commit). */
    async notify(channel: string, payload: string) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },

    /** Marks some (or, without ids, all) of one person's as read; others' are never touched. */
    async markRead(userId: number, ids: readonly number[] | 'all', now: number) {
      let query = db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids !== 'all') query = query.where('id', 'in', ids);
      await query.execute();
    },
  };
}
