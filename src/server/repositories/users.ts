import { type Database, inTransaction } from '../db/database';
import { appendAccountEvent } from './history';
import { loginKey } from '../auth/login-key';
import { recordVersions } from './record-versions';
import { searchIndex } from '../search/index-entries';
import { userEntry } from '../search/user-entries';
import type { Row } from '../db/tables';
import type { SessionUser } from '../../shared/session';

export type UserRow = Row<'users'>;

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email_address: row.email_address,
    admin: row.admin === 1 || row.superuser === 1,
    superuser: row.superuser === 1,
  };
}

/** Users table: lookups are case-insensitive on username and email address. */
export function usersRepository(db: Database) {
  return {
    count: async () =>
      Number(
        (
          await db
            .selectFrom('users')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    findById: (id: number) =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findByLogin: (field: 'username' | 'email_address', value: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where(field === 'username' ? 'username_key' : 'email_key', '=', loginKey(value))
        .executeTakeFirst(),
    list: () => db.selectFrom('users').selectAll().orderBy('id').execute(),
    create: (
      user: {
        username: string;
        email_address: string;
        password_hash: string;
        admin: boolean;
        superuser: boolean;
        /** An ordinary account's client ("My projects"), as an invitation chose it. */
        client_id?: number | null;
      },
      /** Who made the account (a superuser), if anyone: the CLI and the first start are no one. */
      by: string | null = null,
    ) => {
      const now = Date.now();
      return inTransaction(db, async (trx) => {
        const created = await trx
          .insertInto('users')
          .values({
            ...user,
            admin: user.admin ? 1 : 0,
            superuser: user.superuser ? 1 : 0,
            created_at: now,
            updated_at: now,
            updated_by: by,
            username_key: loginKey(user.username),
            email_key: loginKey(user.email_address),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendAccountEvent(trx, { action: 'user_created', userId: created.id, actor: by });
        await searchIndex(trx).put([userEntry(created)]);
        return created;
      });
    },
    /**
     * Gives the account a new email address (a confirmed change), with its history entry and
     * search entry, claiming its version as every account change does. false: the account is gone.
     */
    changeEmail: (id: number, email_address: string, now: number) =>
      inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('users')
          .select(['email_address', 'username'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) return false;
        const stamps = { updated_at: now, updated_by: before.username };
        if (await recordVersions(trx).claimOrRefusal('users', id, undefined, stamps)) return false;
        const after = await trx
          .updateTable('users')
          .set({ email_address, email_key: loginKey(email_address) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const changes = [{ field: 'email_address', from: before.email_address, to: email_address }];
        await appendAccountEvent(trx, { action: 'update', userId: id, changes });
        await searchIndex(trx).put([userEntry(after)]);
        return true;
      }),
    /**
     * Sets a new password and ends the user's sessions and the sign-ins waiting for their second
     * step in one transaction, so a cookie taken with the old password, or a password step it
     * passed, dies with it. `keepSession` is the stored id (tokenId of the cookie) of the session
     * that made a self-service change: it stays signed in. The CLI keeps none.
     */
    changePassword: (
      id: number,
      password_hash: string,
      /**
       * `actor`: who set it (a superuser; null for the CLI), else the account itself. `event`:
       * what the history calls it (a reset by email is told apart from a change).
       */
      {
        keepSession,
        actor,
        event = 'password_changed',
      }: {
        keepSession?: string;
        actor?: string | null;
        event?: 'password_changed' | 'password_reset';
      } = {},
    ) =>
      inTransaction(db, async (trx) => {
        await trx.updateTable('users').set({ password_hash }).where('id', '=', id).execute();
        await appendAccountEvent(trx, { action: event, userId: id, actor });
        let sessions = trx.deleteFrom('sessions').where('user_id', '=', id);
        if (keepSession !== undefined) sessions = sessions.where('id', '!=', keepSession);
        await sessions.execute();
        await trx.deleteFrom('two_step_pending').where('user_id', '=', id).execute();
      }),
  };
}
