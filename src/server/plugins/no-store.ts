import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON that may depend on who asked is never stored by a browser or a shared cache: a signed-in
 * answer left on disk outlives the sign-out, and a proxy could hand it to the next visitor. That
 * is any JSON answer to a request that carried a session cookie or an API token, and any answer
 * of a route that is not public (its 401 and 403 included). Anonymous public JSON keeps whatever its route says.
 * Non-JSON answers (images, static files, robots.txt) set their own Cache-Control.
 */
export function needsNoStore(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json')) return false;
  // sessionToken is also set when this very answer hands out a first token (GET /session).
  return (
    request.sessionToken !== undefined ||
    request.bearerToken !== undefined ||
    request.routeOptions.config?.access !== 'public'
  );
}

export default fp(async function noStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (needsNoStore(request, reply)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
});
