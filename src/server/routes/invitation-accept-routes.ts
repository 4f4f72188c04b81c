import type { AppInstance } from '../app-types';
import { invitationAcceptFields, invitationLinkSchema } from '../../shared/mail';
import type { Role } from '../../shared/accounts';
import { sessionResponseSchema } from '../../shared/session';
import { HttpError, errorResponses } from '../http-error';
import { inTransaction } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { invitationsRepository, type InvitationRow } from '../repositories/invitations';
import { usersRepository } from '../repositories/users';
import { z } from 'zod';
import { deadLink, tokenHashOf } from '../mail/dead-link';
import { invitationState } from '../mail/invitation-answers';
import { signInAfterLink } from './signed-in-by-link';

/**
 * The invitee's path names the invitation by its link's token; a superuser's DELETE, at the same
 * path, by its id (invitation-routes.ts). One name for both: OpenAPI allows one path, not two
 * that differ only in their parameter's name.
 */
const linkParams = z.object({ invitation: z.string() });

const ALREADY =
  'An account with this email address exists already. Sign in, or ask for a reset link.';

/** Why an invitation's link does not work, or null when it does. */
function problem(row: InvitationRow | undefined, now: number) {
  if (!row) return 'unknown' as const;
  const state = invitationState(row, now);
  return state === 'accepted'
    ? ('used' as const)
    : state === 'expired'
      ? ('expired' as const)
      : null;
}

/** The invitee's side: what the link offers, and accepting it with a username and password. */
export default async function invitationAcceptRoutes(app: AppInstance) {
  const invitations = invitationsRepository(app.db);
  const tags = ['users'];

  app.get(
    '/invitations/:invitation',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'getInvitationLink',
        summary: 'What an invitation link offers (address and role), or why it no longer works',
        params: linkParams,
        response: { 200: invitationLinkSchema, ...errorResponses(404, 410) },
      },
    },
    async (request) => {
      const row = await invitations.byToken(tokenHashOf(request.params.invitation));
      const why = problem(row, Date.now());
      if (why) throw deadLink(why);
      return { email_address: row!.email_address, role: row!.role as Role };
    },
  );

  app.post(
    '/invitations/:invitation',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation: the account is made with its role, and signed in',
        params: linkParams,
        body: invitationAcceptFields,
        response: {
          201: sessionResponseSchema,
          ...errorResponses(400, 403, 404, 409, 410, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const hash = tokenHashOf(request.params.invitation);
      const { username, password } = request.body;
      const passwordHash = await hashPassword(password);
      const now = Date.now();
      const made = await inTransaction(app.db, async (trx) => {
        const invites = invitationsRepository(trx);
        const users = usersRepository(trx);
        const row = await invites.byToken(hash);
        const why = problem(row, now);
        if (why) return why;
        if (await users.findByLogin('username', username))
          throw new HttpError(422, 'That username is taken', { username: ['is already taken'] });
        if (await users.findByLogin('email_address', row!.email_address))
          throw new HttpError(409, ALREADY);
        const role = row!.role as Role;
        const user = await users.create(
          {
            username,
            email_address: row!.email_address,
            password_hash: passwordHash,
            admin: role !== 'ordinary',
            superuser: role === 'superuser',
            client_id: role === 'ordinary' ? row!.client_id : null,
          },
          username,
        );
        if (!(await invites.accepted(row!.id, user.id, now))) throw deadLink('used');
        return user.id;
      });
      if (typeof made === 'string') throw deadLink(made);
      reply.status(201);
      return signInAfterLink(app, reply, made, 'Welcome! Your account is ready.');
    },
  );
}
