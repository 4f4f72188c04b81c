import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken, tokenId } from '../auth/tokens';
import type { TwoStepRepository } from '../repositories/two-step';

/** How long a correct password waits for its code. */
export const PENDING_MS = 5 * 60 * 1000;

/**
 * A sign-in whose password was right and which waits for its second step. The browser holds a
 * random token in an httpOnly cookie scoped to /session; the database holds its hash, the user
 * and an expiry. It is no session: it opens nothing but POST /session/two-step, once.
 */
export function pendingSignIns(repo: TwoStepRepository, secure: boolean) {
  const name = secure ? '__Secure-two-step' : 'two-step';
  const cookie = { path: '/session', httpOnly: true, sameSite: 'strict' as const, secure };
  return {
    async start(reply: FastifyReply, userId: number, now = Date.now()) {
      const token = newToken();
      await repo.createPending(tokenId(token), userId, now + PENDING_MS, now);
      reply.setCookie(name, token, { ...cookie, maxAge: PENDING_MS / 1000 });
    },
    /** The waiting sign-in's id and user, or undefined when there is none or it expired. */
    async find(request: FastifyRequest, now = Date.now()) {
      const token = request.cookies[name];
      if (!token) return undefined;
      const id = tokenId(token);
      const userId = await repo.findPending(id, now);
      return userId === undefined ? undefined : { id, userId };
    },
    consume: (id: string) => repo.consumePending(id),
    clear: (reply: FastifyReply) => reply.clearCookie(name, cookie),
  };
}
