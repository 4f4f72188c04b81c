import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import { idSchema } from '../../shared/fields';
import { INVITATION_DAYS, invitationFields, invitationSchema } from '../../shared/mail';
import type { Role } from '../../shared/accounts';
import { HttpError, errorResponses, invalidField, notFound } from '../http-error';
import { inTransaction, type DatabaseTransaction } from '../db/database';
import { accountsRepository } from '../repositories/accounts';
import { invitationsRepository } from '../repositories/invitations';
import { outboxRepository } from '../repositories/outbox';
import { usersRepository } from '../repositories/users';
import { loginKey } from '../auth/login-key';
import { newLinkToken } from '../mail/link-tokens';
import { invitationMail } from '../mail/messages';
import { toInvitation } from '../mail/invitation-answers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitations, made and managed by superusers (Users → Invite); accepting is public (invitation-accept-routes.ts). */
export default async function invitationRoutes(app: AppInstance) {
  const invitations = invitationsRepository(app.db);
  const users = usersRepository(app.db);
  const config = { access: 'superuser' as const };
  const tags = ['users'];

  async function shown(id: number) {
    const row = await invitations.find(id);
    if (!row) throw notFound('Invitation');
    return toInvitation(row);
  }

  /** Writes the invitation's mail with its link, in the caller's transaction. */
  async function mailLink(
    trx: DatabaseTransaction,
    invite: { email_address: string; role: Role; invited_by: string | null },
    token: string,
    now: number,
  ) {
    const mail = invitationMail(app.mail.link, {
      to: invite.email_address,
      role: invite.role,
      invitedBy: invite.invited_by,
      token,
    });
    await outboxRepository(trx).add([mail], now);
  }

  app.post(
    '/invitations',
    {
      // An account to be, with a role: a signed-in superuser's act, not an API token's.
      config: { ...config, sessionOnly: true },
      schema: {
        tags,
        summary: 'Invite a colleague by email: they choose their username and password',
        body: invitationFields,
        response: { 201: invitationSchema, ...errorResponses(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { email_address, role } = request.body;
      const clientId = request.body.client_id ?? null;
      const now = Date.now();
      if (await users.findByLogin('email_address', email_address))
        throw invalidField('email_address', 'already has an account');
      if (await invitations.pendingFor(email_address, now))
        throw invalidField('email_address', 'already has a pending invitation: send it again');
      if (clientId !== null && role !== 'ordinary')
        throw invalidField('client_id', 'can be set on ordinary accounts only');
      if (clientId !== null && !(await accountsRepository(app.db).clientExists(clientId)))
        throw invalidField('client_id', 'is not a client');
      const invited_by = (await request.currentUser())?.username ?? null;
      const { token, hash } = newLinkToken();
      const id = await inTransaction(app.db, async (trx) => {
        const invite = { email_address, role, invited_by };
        await mailLink(trx, invite, token, now);
        return invitationsRepository(trx).add({
          ...invite,
          email_key: loginKey(email_address),
          client_id: clientId,
          token_hash: hash,
          created_at: now,
          expires_at: now + INVITATION_DAYS * DAY_MS,
        });
      });
      app.mail.wake();
      return reply.status(201).send(await shown(id));
    },
  );

  app.get(
    '/invitations',
    {
      config,
      schema: {
        tags,
        summary: 'Invitations, newest first: pending, accepted (by whom) and expired',
        response: { 200: z.array(invitationSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await invitations.list()).map((row) => toInvitation(row)),
  );

  app.post(
    '/invitations/:id/resend',
    {
      config,
      schema: {
        tags,
        operationId: 'resendInvitation',
        summary:
          'Send an invitation again: a new link for 7 more days (the old link stops working)',
        params: idParams,
        response: { 200: invitationSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await invitations.find(id);
      if (!row) throw notFound('Invitation');
      const { token, hash } = newLinkToken();
      const now = Date.now();
      const renewed = await inTransaction(app.db, async (trx) => {
        if (!(await invitationsRepository(trx).renew(id, hash, now + INVITATION_DAYS * DAY_MS)))
          return false;
        await mailLink(trx, { ...row, role: row.role as Role }, token, now);
        return true;
      });
      if (!renewed) throw new HttpError(409, 'This invitation was accepted already.');
      app.mail.wake();
      return shown(id);
    },
  );

  app.delete(
    '/invitations/:invitation',
    {
      config,
      schema: {
        tags,
        summary: 'Withdraw an invitation: its link stops working',
        // Named as the invitee's routes at this path name it (there, by its link's token).
        params: z.object({ invitation: idSchema }),
        response: { 200: z.object({ id: z.number() }), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = request.params.invitation;
      if (!(await invitations.remove(id))) throw notFound('Invitation');
      return { id };
    },
  );
}
