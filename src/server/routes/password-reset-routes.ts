import type { AppInstance } from '../app-types';
import {
  RESET_LINK_MINUTES,
  RESET_REQUESTED,
  messageSchema,
  newPasswordFields,
  passwordResetLinkSchema,
  passwordResetRequestFields,
} from '../../shared/mail';
import { sessionResponseSchema } from '../../shared/session';
import { errorResponses } from '../http-error';
import { inTransaction } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { loginThrottleRepository } from '../repositories/login-throttle';
import { mailLinksRepository } from '../repositories/mail-links';
import { outboxRepository } from '../repositories/outbox';
import { usersRepository, type UserRow } from '../repositories/users';
import { deadLink, tokenHashOf, tokenParams, waitUntil } from '../mail/dead-link';
import { newLinkToken } from '../mail/link-tokens';
import { passwordResetMail } from '../mail/messages';
import { signInAfterLink } from './signed-in-by-link';

const HOUR_MS = 60 * 60 * 1000;
/** At most this many reset mails an hour to one account, and from one client address. */
const PER_ACCOUNT = 3;
const PER_ADDRESS = 10;
/** Every request is answered this long after it came, whether or not a mail went. */
const ANSWER_AFTER_MS = 400;

/** A forgotten password (product.md, "Mail"): a link by mail, then a new password. */
export default async function passwordResetRoutes(app: AppInstance) {
  const users = usersRepository(app.db);
  const counts = loginThrottleRepository(app.db);
  const tags = ['session'];

  /** Writes the link and its mail in one transaction, unless the account had its share. */
  async function sendLink(user: UserRow, now: number) {
    const sent = await inTransaction(app.db, async (trx) => {
      const links = mailLinksRepository(trx);
      const since = now - HOUR_MS;
      if ((await links.countSince(user.id, 'password-reset', since)) >= PER_ACCOUNT) return false;
      const { token, hash } = newLinkToken();
      await links.add({
        token_hash: hash,
        purpose: 'password-reset',
        user_id: user.id,
        waitlist_id: null,
        email_address: null,
        created_at: now,
        expires_at: now + RESET_LINK_MINUTES * 60 * 1000,
      });
      const mail = passwordResetMail(app.mail.link, user.email_address, user.username, token);
      await outboxRepository(trx).add([mail], now);
      return true;
    });
    if (sent) app.mail.wake();
  }

  app.post(
    '/password-resets',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        summary: 'Mail a link to choose a new password (the same answer whether or not one went)',
        body: passwordResetRequestFields,
        response: { 202: messageSchema, ...errorResponses(400, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const started = Date.now();
      const { login } = request.body;
      const user = await users.findByLogin(
        login.includes('@') ? 'email_address' : 'username',
        login,
      );
      const fromAddress = await counts.hit(`password-reset:${request.ip}`, HOUR_MS, started);
      if (user && user.disabled === 0 && fromAddress.count <= PER_ADDRESS)
        await sendLink(user, started);
      // Over a limit, or no such account: the same words after the same time, and nothing sent.
      await waitUntil(started + ANSWER_AFTER_MS);
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  app.get(
    '/password-resets/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'getPasswordResetLink',
        summary: 'Whose password a reset link sets, or why the link no longer works',
        params: tokenParams,
        response: { 200: passwordResetLinkSchema, ...errorResponses(404, 410) },
      },
    },
    async (request) => {
      const hash = tokenHashOf(request.params.token);
      const link = await mailLinksRepository(app.db).find(hash, 'password-reset', Date.now());
      if (typeof link === 'string') throw deadLink(link);
      const user = await users.findById(link.user_id!);
      if (!user) throw deadLink('unknown');
      return { username: user.username };
    },
  );

  app.post(
    '/password-resets/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'resetPassword',
        summary:
          'Set a new password with a reset link: signs in (two-step sign-in still asked), ends every other session',
        params: tokenParams,
        body: newPasswordFields,
        response: {
          200: sessionResponseSchema,
          ...errorResponses(400, 403, 404, 410, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const hash = tokenHashOf(request.params.token);
      const passwordHash = await hashPassword(request.body.password);
      const now = Date.now();
      const userId = await inTransaction(app.db, async (trx) => {
        const links = mailLinksRepository(trx);
        const link = await links.find(hash, 'password-reset', now);
        if (typeof link === 'string') return link;
        if (!(await links.use(hash, now))) return 'used' as const;
        // Every other reset link of the account dies with this one.
        await links.useAll(link.user_id!, 'password-reset', now);
        await usersRepository(trx).changePassword(link.user_id!, passwordHash, {
          event: 'password_reset',
        });
        return link.user_id!;
      });
      if (typeof userId === 'string') throw deadLink(userId);
      return signInAfterLink(app, reply, userId, 'Your new password is set.');
    },
  );
}
