import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import { ENTRY_LOADER } from '../../shared/entry-loader';
import { THEME_LOADER } from '../../shared/theme-loader';

const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The only inline scripts allowed, by their hashes: the prerendered pages' entry loader and the theme's. */
const inlineScripts = [hashOf(ENTRY_LOADER), hashOf(THEME_LOADER)];

/** The helmet options: CSP without inline scripts but the entry and theme loaders, no framing, nosniff, a strict referrer policy. */
const helmetOptions = (secure: boolean) => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      // React sets style properties through the DOM, and Swagger UI inlines a few styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(secure ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' as const },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  strictTransportSecurity: secure,
});

/**
 * The headers helmet sets with these options, read once from a throwaway server. @fastify/helmet
 * rebuilds them (CSP parsing included) on every request, which measured as a visible share of a
 * cached read's CPU; they never differ between requests here (no nonces, no per-route options).
 */
async function helmetHeaders(secure: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(secure));
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (/^(content-type|content-length|date|connection|keep-alive)$/.test(name)) continue;
    headers[name] = String(value);
  }
  return headers;
}

/** CSP without inline scripts but the entry and theme loaders, no framing, nosniff and a strict referrer policy on every answer. */
export default fp(async function securityHeaders(
  app: FastifyInstance,
  { secure }: { secure: boolean },
) {
  const headers = await helmetHeaders(secure);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
