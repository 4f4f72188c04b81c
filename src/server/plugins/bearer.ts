import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { loginThrottle } from '../auth/login-throttle';
import { UNSAFE } from './session';

export const INVALID_TOKEN =
  'This API token does not work: it is unknown, expired or revoked, or its account is disabled.';
export const SESSION_ONLY = 'This needs a signed-in session, not an API token.';
export const READ_ONLY_TOKEN =
  'This API token may only read. Make a "Read and write" token on My account to change things.';

/**
 * `Authorization: Bearer <token>` on /api/v1 (ADR 0025). Registered after the session plugin,
 * which finds the token's owner as currentUser() (so access, two-step and the history's actor work
 * unchanged), and before the access check. A token that does not work is a 401 with
 * WWW-Authenticate, counted per address like a failed sign-in (429 past the limit); a route that
 * declares `sessionOnly` refuses every token, and a read token refuses every write.
 */
export default fp(async function bearer(app: FastifyInstance, { db }: { db: Database }) {
  const throttle = loginThrottle(db);
  // Callback style, and nothing at all for a request without a bearer token (the xsrf plugin).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.bearerToken === undefined) return done();
    request
      .currentUser()
      .then(async (user) => {
        if (!user) {
          await throttle.failedToken(request.ip, reply);
          reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
          throw new HttpError(401, INVALID_TOKEN);
        }
        if (request.routeOptions.config.sessionOnly) throw new HttpError(403, SESSION_ONLY);
        if (request.apiToken?.scope !== 'write' && UNSAFE.has(request.method))
          throw new HttpError(403, READ_ONLY_TOKEN);
      })
      .then(() => done(), done);
  });
});
