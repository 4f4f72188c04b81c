import type { Database } from '../db/database';
import { appendAccountEvent } from './history';

/** Two-step sign-in's rows: the secret, the recovery codes and the sign-ins waiting for a code. */
export function twoStepRepository(db: Database) {
  const secrets = () => db.selectFrom('two_step_secrets').selectAll();
  return {
    find: (user_id: number) => secrets().where('user_id', '=', user_id).executeTakeFirst(),

    async isOn(user_id: number): Promise<boolean> {
      const row = await db
        .selectFrom('two_step_secrets')
        .select('confirmed_at')
        .where('user_id', '=', user_id)
        .executeTakeFirst();
      return row?.confirmed_at != null;
    },

    /** Stores a new unconfirmed secret, replacing an earlier unconfirmed one (never a confirmed one). */
    startSetup: (user_id: number, secret: string, now = Date.now()) =>
      db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('two_step_secrets')
          .where('user_id', '=', user_id)
          .where('confirmed_at', 'is', null)
          .execute();
        await trx
          .insertInto('two_step_secrets')
          .values({ user_id, secret, confirmed_at: null, created_at: now })
          .execute();
      }),

    /**
     * Turns the unconfirmed secret on with the step of the code that confirmed it, replaces the
     * recovery codes and ends the user's sessions but `keepSession` (the one turning it on), in
     * one transaction. False when there was nothing to confirm (a race).
     */
    confirm: (
      user_id: number,
      step: number,
      codeHashes: string[],
      keepSession: string,
      now = Date.now(),
    ) =>
      db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('two_step_secrets')
          .set({ confirmed_at: now, last_step: step })
          .where('user_id', '=', user_id)
          .where('confirmed_at', 'is', null)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return false;
        await appendAccountEvent(trx, { action: 'two_step_on', userId: user_id });
        await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', user_id).execute();
        await trx
          .insertInto('two_step_recovery_codes')
          .values(codeHashes.map((code_hash) => ({ user_id, code_hash, used_at: null })))
          .execute();
        await trx
          .deleteFrom('sessions')
          .where('user_id', '=', user_id)
          .where('id', '!=', keepSession)
          .execute();
        return true;
      }),

    /**
     * Records a code's time-step as used, in one conditional UPDATE: true only for a step later
     * than every step accepted before, so a code (even sent twice at once) is accepted once.
     */
    async acceptStep(user_id: number, step: number): Promise<boolean> {
      const done = await db
        .updateTable('two_step_secrets')
        .set({ last_step: step })
        .where('user_id', '=', user_id)
        .where('confirmed_at', 'is not', null)
        .where('last_step', '<', step)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    /** Spends one recovery code: true once, for an unused code of this user. */
    async useRecoveryCode(user_id: number, code_hash: string, now = Date.now()): Promise<boolean> {
      const done = await db
        .updateTable('two_step_recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', user_id)
        .where('code_hash', '=', code_hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    async recoveryCodeUsed(user_id: number, code_hash: string): Promise<boolean> {
      const row = await db
        .selectFrom('two_step_recovery_codes')
        .select('id')
        .where('user_id', '=', user_id)
        .where('code_hash', '=', code_hash)
        .where('used_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async recoveryCodesLeft(user_id: number): Promise<number> {
      const row = await db
        .selectFrom('two_step_recovery_codes')
        .select((e) => e.fn.countAll().as('n'))
        .where('user_id', '=', user_id)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Turns two-step sign-in off: the secret, the recovery codes and waiting sign-ins go. `actor`:
     * a superuser resetting it, else the account itself.
     */
    remove: (user_id: number, actor?: string) =>
      db.transaction().execute(async (trx) => {
        const on = await trx
          .deleteFrom('two_step_secrets')
          .where('user_id', '=', user_id)
          .where('confirmed_at', 'is not', null)
          .executeTakeFirst();
        if (Number(on.numDeletedRows) > 0)
          await appendAccountEvent(trx, { action: 'two_step_off', userId: user_id, actor });
        await trx.deleteFrom('two_step_pending').where('user_id', '=', user_id).execute();
        await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', user_id).execute();
        await trx.deleteFrom('two_step_secrets').where('user_id', '=', user_id).execute();
      }),

    /** Stores a waiting sign-in, sweeping out expired ones (abandoned sign-ins) on the way. */
    async createPending(id: string, user_id: number, expires_at: number, now = Date.now()) {
      await db.deleteFrom('two_step_pending').where('expires_at', '<=', now).execute();
      await db.insertInto('two_step_pending').values({ id, user_id, expires_at }).execute();
    },

    /** The user a waiting sign-in belongs to; an expired one is deleted on sight. */
    async findPending(id: string, now = Date.now()): Promise<number | undefined> {
      const row = await db
        .selectFrom('two_step_pending')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at <= now) {
        await db.deleteFrom('two_step_pending').where('expires_at', '<=', now).execute();
        return undefined;
      }
      return row.user_id;
    },

    /** Spends a waiting sign-in: true once (single use, even under concurrent requests). */
    async consumePending(id: string): Promise<boolean> {
      const done = await db.deleteFrom('two_step_pending').where('id', '=', id).executeTakeFirst();
      return Number(done.numDeletedRows) === 1;
    },
  };
}
export type TwoStepRepository = ReturnType<typeof twoStepRepository>;
