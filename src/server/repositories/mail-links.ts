import type { Database } from '../db/database';
import type { Row } from '../db/tables';

export type MailLinkPurpose =
  'password-reset' | 'email-change' | 'waitlist-confirm' | 'waitlist-leave';
export type MailLinkRow = Row<'mail_links'>;
/** Why a link does not work. */
export type DeadLink = 'unknown' | 'expired' | 'used';

/**
 * The links mails hold (migration 019), by their token's hash: a password reset's, an email
 * change's, a waitlist entry's. Used in the caller's transaction.
 */
export function mailLinksRepository(db: Database) {
  return {
    async add(link: Omit<MailLinkRow, 'used_at'>) {
      await db.insertInto('mail_links').values(link).execute();
    },

    /** The link behind a token of this purpose, or why it does not work. */
    async find(
      hash: string,
      purpose: MailLinkPurpose,
      now: number,
    ): Promise<MailLinkRow | DeadLink> {
      const row = await db
        .selectFrom('mail_links')
        .selectAll()
        .where('token_hash', '=', hash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      if (!row) return 'unknown';
      if (row.used_at !== null) return 'used';
      if (row.expires_at !== null && row.expires_at <= now) return 'expired';
      return row;
    },

    /** Marks a link used, once: false when another request used it first. */
    async use(hash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('mail_links')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends the user's other live links of a purpose (a reset ends every earlier reset link). */
    async useAll(userId: number, purpose: MailLinkPurpose, now: number) {
      await db
        .updateTable('mail_links')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },

    /** How many links of a purpose the user was sent since `since` (the reset mails' limit). */
    async countSince(userId: number, purpose: MailLinkPurpose, since: number): Promise<number> {
      const row = await db
        .selectFrom('mail_links')
        .select((e) => e.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
