import type { AppInstance } from '../app-types';
import { sessionResponseSchema } from '../../shared/session';
import { twoStepCodeSchema } from '../../shared/two-step';
import { HttpError, errorResponses } from '../http-error';
import { loginThrottle } from '../auth/login-throttle';
import { toSessionUser, usersRepository } from '../repositories/users';
import { appendAccountEvent } from '../repositories/history';
import { pendingSignIns } from '../two-step/pending-sign-in';
import type { Refusal } from '../two-step/two-step-service';
import { sessionAnswers } from './session';

const REFUSALS: Record<Refusal, string> = {
  wrong: 'Invalid code',
  reused: 'That code has already been used. Wait for the next one.',
  recovery_used: 'That recovery code has already been used',
};

/** The second step of a sign-in: the code (or a recovery code) after the password → a session. */
export default async function twoStepSignInRoutes(app: AppInstance) {
  const users = usersRepository(app.db);
  const throttle = loginThrottle(app.db);
  const pending = pendingSignIns(app.twoStep.repo, app.config.COOKIE_SECURE);
  const answer = sessionAnswers(app.config);

  app.post(
    '/session/two-step',
    {
      // Public: what lets the caller in is the waiting sign-in's cookie, checked below.
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Finish a sign-in with an authenticator code or a recovery code',
        body: twoStepCodeSchema,
        response: {
          200: sessionResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const waiting = await pending.find(request);
      const user = waiting && (await users.findById(waiting.userId));
      if (!waiting || !user) {
        pending.clear(reply);
        throw new HttpError(401, 'Your sign-in has expired. Sign in again with your password.');
      }
      const keys = throttle.accountKeys(user, request.ip);
      // Counted before the check, like a password: wrong codes share the sign-in throttle.
      await throttle.begin(keys, reply);
      const result = await app.twoStep.check(user.id, request.body.code);
      if (!result.ok) {
        const failed = { action: 'sign_in_failed', userId: user.id, actor: null } as const;
        await appendAccountEvent(app.db, { ...failed, address: request.ip });
        throw new HttpError(401, REFUSALS[result.refusal]);
      }
      if (!(await pending.consume(waiting.id)))
        throw new HttpError(401, 'Your sign-in has expired. Sign in again with your password.');
      await throttle.succeeded(keys);
      pending.clear(reply);
      await reply.startSession(user.id);
      return answer('Signed in', toSessionUser(user));
    },
  );
}
