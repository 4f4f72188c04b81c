import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../app-types';
import { HttpError } from '../http-error';
import { ACCOUNT_DISABLED } from '../plugins/session';
import { toSessionUser, usersRepository } from '../repositories/users';
import { pendingSignIns } from '../two-step/pending-sign-in';
import { deadLink } from '../mail/dead-link';
import { sessionAnswers } from './session';

/**
 * Signs in the account a mail's link just served (a reset password, an accepted invitation), as
 * POST /session would after a right password: a disabled account is refused, and one with
 * two-step sign-in is asked for its code first.
 */
export async function signInAfterLink(
  app: AppInstance,
  reply: FastifyReply,
  userId: number,
  message: string,
) {
  const user = await usersRepository(app.db).findById(userId);
  if (!user) throw deadLink('unknown');
  if (user.disabled === 1) throw new HttpError(403, ACCOUNT_DISABLED);
  const answer = sessionAnswers(app.config);
  if (await app.twoStep.isOn(user.id)) {
    await pendingSignIns(app.twoStep.repo, app.config.COOKIE_SECURE).start(reply, user.id);
    const next = `${message} Enter the code from your authenticator app.`;
    return { ...answer(next, null), two_step_required: true as const };
  }
  await reply.startSession(user.id);
  const signedIn = toSessionUser(user);
  return answer(message, signedIn, await app.twoStep.mustSetUp(signedIn));
}
