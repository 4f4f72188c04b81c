import type { Database } from '../db/database';
import type { Row } from '../db/tables';
import { loginKey } from '../auth/login-key';

export type InvitationRow = Row<'invitations'>;

/** Invitations (migration 019): who was asked to join, with which role, and who accepted. */
export function invitationsRepository(db: Database) {
  const withNames = () =>
    db
      .selectFrom('invitations')
      .leftJoin('clients', 'clients.id', 'invitations.client_id')
      .leftJoin('users', 'users.id', 'invitations.accepted_user_id')
      .selectAll('invitations')
      .select(['clients.organization_name', 'users.username as accepted_username']);
  return {
    async add(invitation: Omit<InvitationRow, 'id' | 'accepted_at' | 'accepted_user_id'>) {
      const { id } = await db
        .insertInto('invitations')
        .values(invitation)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    list: () => withNames().orderBy('invitations.id', 'desc').limit(500).execute(),
    find: (id: number) => withNames().where('invitations.id', '=', id).executeTakeFirst(),
    byToken: (hash: string) =>
      db.selectFrom('invitations').selectAll().where('token_hash', '=', hash).executeTakeFirst(),
    /** An invitation to this address that can still be accepted. */
    pendingFor: (email: string, now: number) =>
      db
        .selectFrom('invitations')
        .select('id')
        .where('email_key', '=', loginKey(email))
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst(),
    /** A new link (the old one dies) and a new expiry; false when it was accepted meanwhile. */
    async renew(id: number, tokenHash: string, expiresAt: number): Promise<boolean> {
      const result = await db
        .updateTable('invitations')
        .set({ token_hash: tokenHash, expires_at: expiresAt })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('invitations').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** Marks it accepted by the account it made, once: false when it was accepted first. */
    async accepted(id: number, userId: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('invitations')
        .set({ accepted_at: now, accepted_user_id: userId })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type InvitationListRow = Awaited<
  ReturnType<ReturnType<typeof invitationsRepository>['list']>
>[number];
