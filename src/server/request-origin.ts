import type { FastifyRequest } from 'fastify';

// A host name, IPv4 or bracketed IPv6 address, with an optional port. Anything else in the Host
// (or X-Forwarded-Host) header is ignored rather than echoed into robots.txt, the sitemap or the
// OpenAPI document's servers.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin for absolute URLs (links in the feed, a page's canonical, a preview link):
 * PUBLIC_URL, else the host the client used, else the one the server listens on.
 */
export function siteOrigin(
  config: { PUBLIC_URL?: string; HOST: string; PORT: number },
  request: FastifyRequest,
): string {
  return config.PUBLIC_URL ?? requestOrigin(request, `${config.HOST}:${config.PORT}`);
}

/** The site's origin as the client reached it: the request's protocol and host. */
export function requestOrigin(request: FastifyRequest, fallbackHost: string): string {
  const host = HOST.test(request.host) ? request.host : fallbackHost;
  return `${request.protocol}://${host}`;
}
