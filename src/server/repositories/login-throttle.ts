import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * Counts failed logins per key (an account or an address) in a fixed window. It lives in the
 * database so that several instances behind one proxy share the count.
 */
export function loginThrottleRepository(db: Database) {
  return {
    async failures(key: string, windowMs: number, now = Date.now()) {
      const row = await db
        .selectFrom('login_throttle')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row || now - row.window_started_at >= windowMs) return { failures: 0, retryAfterMs: 0 };
      return { failures: row.failures, retryAfterMs: row.window_started_at + windowMs - now };
    },
    /** One atomic upsert, so concurrent failures on several instances all count. */
    recordFailure: (key: string, windowMs: number, now = Date.now()) =>
      db
        .insertInto('login_throttle')
        .values({ key, failures: 1, window_started_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when login_throttle.window_started_at <= ${now - windowMs} then 1 else login_throttle.failures + 1 end`,
            window_started_at: sql<number>`case when login_throttle.window_started_at <= ${now - windowMs} then ${now} else login_throttle.window_started_at end`,
          }),
        )
        .execute(),
    clear: (key: string) => db.deleteFrom('login_throttle').where('key', '=', key).execute(),
  };
}
