import type { FastifyInstance } from 'fastify';
import { siteUrl } from '../startup/welcome';

/**
 * The origin of every link in a mail: PUBLIC_URL, or else the address this server listens on.
 * Never the request's Host header, which the sender of a request chooses: a forged Host must not
 * put someone else's site into a password reset link.
 */
export function linkOrigin(app: FastifyInstance): string {
  if (app.config.PUBLIC_URL) return app.config.PUBLIC_URL;
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : app.config.PORT;
  return siteUrl(app.config.HOST, port);
}
