import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { sameText, xsrfFor } from '../auth/tokens';
import { UNSAFE } from './session';

/**
 * Every POST, PUT, PATCH and DELETE must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN, and that
 * value must be the HMAC of this very session token. Registered after the access check, so an
 * anonymous call to a protected route hears 401 first.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The request proves itself otherwise: the token of a mail's link in its path, which no other
     * site can know. For a mail program's one-click unsubscribe (RFC 8058), which has no cookies.
     */
    xsrfExempt?: boolean;
  }
}

export default fp(async function xsrf(app: FastifyInstance, { secret }: { secret: string }) {
  // Callback-style hooks (here and in the other per-request plugins): no promise and no extra
  // microtask per request, which a cached read, whose whole cost is this kind of work, notices.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE.has(request.method) || request.routeOptions.config.xsrfExempt) return done();
    // A valid API token (plugins/bearer.ts refused any other before this): a browser never sends
    // an Authorization header on its own, so a cross-site request cannot carry one.
    if (request.bearerToken !== undefined) return done();
    const sent = request.headers['x-xsrf-token'];
    const token = request.sessionToken;
    if (!token || typeof sent !== 'string' || !sameText(sent, xsrfFor(secret, token))) {
      return done(
        new HttpError(403, 'Missing or invalid XSRF token: reload the page and try again'),
      );
    }
    done();
  });
});
