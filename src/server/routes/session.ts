import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types';
import type { Config } from '../config';
import { loginSchema, sessionResponseSchema, type SessionUser } from '../../shared/session';
import { HttpError, errorResponses } from '../http-error';
import { verifyPassword } from '../auth/passwords';
import { loginThrottle } from '../auth/login-throttle';
import { toSessionUser, usersRepository } from '../repositories/users';
import { pendingSignIns } from '../two-step/pending-sign-in';
import { appendAccountEvent } from '../repositories/history';
import { ACCOUNT_DISABLED } from '../plugins/session';

const messageSchema = z.object({ message: z.string() });

/**
 * The session answers of a server whose trash keeps a deleted record `trashDays` days, in the
 * company's `timeZone`, with its money in `currency` written for `locale` (ADR 0036).
 */
export const sessionAnswers =
  ({
    TRASH_DAYS: trashDays,
    TIME_ZONE: timeZone,
    CURRENCY: currency,
    LOCALE: locale,
  }: Pick<Config, 'TRASH_DAYS' | 'TIME_ZONE' | 'CURRENCY' | 'LOCALE'>) =>
  (message: string, user: SessionUser | null, setupRequired = false) => ({
    message,
    active: user !== null,
    admin: user?.admin ?? false,
    superuser: user?.superuser ?? false,
    user,
    ...(setupRequired && { two_step_setup_required: true as const }),
    // Signed in: how long the trash keeps what this user deletes, which the screens say.
    ...(user && { trash_days: trashDays, time_zone: timeZone, currency, locale }),
  });

/** The session lives at the server root (product.md §7): sign in, check, sign out. */
export default async function sessionRoutes(app: AppInstance) {
  const users = usersRepository(app.db);
  const throttle = loginThrottle(app.db);
  const pending = pendingSignIns(app.twoStep.repo, app.config.COOKIE_SECURE);
  const answer = sessionAnswers(app.config);

  app.post(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        body: loginSchema,
        response: {
          200: sessionResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { username, email_address, password } = request.body;
      const field = email_address !== undefined ? 'email_address' : 'username';
      const identifier = (email_address ?? username)!;
      const user = await users.findByLogin(field, identifier);
      const keys = throttle.signInKeys(identifier, user?.id, request.ip);
      // Counted before the check: over a limit, the password is not even verified. Over the
      // account's own count (spent through its other name too), the dummy hash is checked instead:
      // the answer and its time are those of a wrong password, and tell nothing of the other name.
      const check = await throttle.begin(keys, reply);
      const failed = () =>
        appendAccountEvent(app.db, {
          action: 'sign_in_failed',
          userId: user?.id ?? null,
          actor: null,
          address: request.ip,
        });
      if (!(await verifyPassword(check ? user?.password_hash : undefined, password)) || !user) {
        await failed();
        throw new HttpError(401, 'Invalid username, email address or password');
      }
      // Before the second step: a disabled account is not asked for a code it cannot use.
      if (user.disabled === 1) {
        await failed();
        throw new HttpError(403, ACCOUNT_DISABLED);
      }
      if (await app.twoStep.isOn(user.id)) {
        await throttle.passwordAccepted(keys);
        await pending.start(reply, user.id);
        const message = 'Enter the code from your authenticator app';
        return { ...answer(message, null), two_step_required: true as const };
      }
      await throttle.succeeded(keys);
      await reply.startSession(user.id);
      const signedIn = toSessionUser(user);
      return answer('Signed in', signedIn, await app.twoStep.mustSetUp(signedIn));
    },
  );

  app.get(
    '/session',
    {
      config: { access: 'public', issuesToken: true },
      schema: { tags: ['session'], response: { 200: sessionResponseSchema } },
    },
    async (request: FastifyRequest) => {
      const user = await request.currentUser();
      return answer(user ? 'Signed in' : 'Signed out', user, await app.twoStep.mustSetUp(user));
    },
  );

  app.delete(
    '/session',
    {
      config: { access: 'public' },
      schema: { tags: ['session'], response: { 200: messageSchema } },
    },
    async (_request, reply) => {
      await reply.endSession();
      return { message: 'Signed out' };
    },
  );
}
