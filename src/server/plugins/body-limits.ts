import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How many bytes of body a route may be sent: what it takes, not one limit for every route, so a
 * route that needs two fields (or none) cannot be made to buffer and parse megabytes. A route
 * declares `bodyLimit` only when it takes more than a form (the resources: server-resource.ts).
 */
export const BODY_LIMITS = {
  /** No body schema: nothing, or the `{}` some clients send with every POST or DELETE. */
  none: 1024,
  /** Sign-in, codes, accounts, the waitlist: a few short fields (passwords ≤ 1024 characters). */
  form: 16 * 1024,
  /** A record whose longest field is a 10 000-character description. */
  record: 64 * 1024,
  /** A page or a section: up to 100 000 characters of content. */
  content: 1024 * 1024,
  /** An image as a data URL (2 MiB is about 2.7 MiB of base64), or a note with all its sections. */
  upload: 4 * 1024 * 1024,
} as const;

/**
 * Gives every route that declares no `bodyLimit` the one its schema calls for: a form's if it
 * has a body schema, else next to nothing. Registered before any route, so it sees them all.
 * GET and HEAD routes never read a body (Fastify skips parsing for them), whatever the limit.
 */
export default fp(async function bodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= route.schema?.body ? BODY_LIMITS.form : BODY_LIMITS.none;
  });
});
