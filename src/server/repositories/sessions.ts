import { type Database, inTransaction } from '../db/database';
import { appendAccountEvent } from './history';

export const IDLE_EXPIRY_MS = 14 * 24 * 60 * 60 * 1000;
// Touch last_seen_at at most this often, so reads do not each cost a write.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** Server-side sessions keyed by a hash of the cookie's token (a leaked table holds no live tokens). */
export function sessionsRepository(db: Database) {
  return {
    /** A session, and the sign-in in the account's history (with its address), together. */
    create: (id: string, user_id: number, address: string | null, now = Date.now()) =>
      inTransaction(db, async (trx) => {
        await trx
          .insertInto('sessions')
          .values({ id, user_id, created_at: now, last_seen_at: now })
          .execute();
        await appendAccountEvent(trx, { action: 'sign_in', userId: user_id, address });
      }),

    /** The live session's user, or undefined; expired sessions are deleted on sight. */
    async findUser(id: string, now = Date.now()) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.last_seen_at'])
        .where('sessions.id', '=', id)
        // A disabled account's sessions are deleted with the flag; this holds even for one that
        // raced it (begun while the account was being disabled).
        .where('users.disabled', '=', 0)
        .executeTakeFirst();
      if (!row) return undefined;
      if (now - row.last_seen_at > IDLE_EXPIRY_MS) {
        await db.deleteFrom('sessions').where('id', '=', id).execute();
        return undefined;
      }
      if (now - row.last_seen_at > TOUCH_AFTER_MS) {
        await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
      }
      const { last_seen_at: _seen, ...user } = row;
      return user;
    },

    isDisabled: async (userId: number) =>
      (await db.selectFrom('users').select('disabled').where('id', '=', userId).executeTakeFirst())
        ?.disabled === 1,

    delete: (id: string) => db.deleteFrom('sessions').where('id', '=', id).execute(),
    deleteExpired: (now = Date.now()) =>
      db
        .deleteFrom('sessions')
        .where('last_seen_at', '<', now - IDLE_EXPIRY_MS)
        .execute(),
  };
}
