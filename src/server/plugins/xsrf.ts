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
export default fp(async function xsrf(app: FastifyInstance, { secret }: { secret: string }) {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const sent = request.headers['x-xsrf-token'];
    const token = request.sessionToken;
    if (!token || typeof sent !== 'string' || !sameText(sent, xsrfFor(secret, token))) {
      throw new HttpError(403, 'Missing or invalid XSRF token: reload the page and try again');
    }
  });
});
