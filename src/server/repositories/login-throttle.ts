import { sql } from 'kysely';
import type { Database } from '../db/database';

export type Hit = { count: number; retryAfterMs: number };

/**
 * Counts attempts per key (an account, an address, a form and an address) in a fixed window. It
 * lives in the database so that several instances behind one proxy share the count.
 */
export function loginThrottleRepository(db: Database) {
  return {
    /**
     * Counts one attempt and answers the new count, in one upsert … RETURNING: concurrent
     * attempts (on any instance) each get their own number, so a check-then-record race cannot let
     * a burst through. A window that has run out starts again at 1.
     */
    async hit(key: string, windowMs: number, now = Date.now()): Promise<Hit> {
      const expired = sql<boolean>`login_throttle.window_started_at <= ${now - windowMs}`;
      const row = await db
        .insertInto('login_throttle')
        .values({ key, failures: 1, window_started_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when ${expired} then 1 else login_throttle.failures + 1 end`,
            window_started_at: sql<number>`case when ${expired} then ${now} else login_throttle.window_started_at end`,
          }),
        )
        .returning(['failures', 'window_started_at'])
        .executeTakeFirstOrThrow();
      const endsAt = Number(row.window_started_at) + windowMs;
      return { count: Number(row.failures), retryAfterMs: Math.max(endsAt - now, 1000) };
    },
    /** Takes back one attempt that turned out not to count (never below zero). */
    refund: (key: string) =>
      db
        .updateTable('login_throttle')
        .set({ failures: sql<number>`failures - 1` })
        .where('key', '=', key)
        .where('failures', '>', 0)
        .execute(),
    clear: (key: string) => db.deleteFrom('login_throttle').where('key', '=', key).execute(),
  };
}
