import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { markPublic } from './access';

/** Hashed assets never change; index.html must be revalidated so a deploy shows at once. */
function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  // The path may be the pre-compressed copy (index.html.br) served in its place.
  return /\.html(\.br|\.gz)?$/.test(path) ? 'no-cache' : 'public, max-age=3600';
}

/** URL path → file under root, for every dist/web/prerendered/<path>/index.html. */
function prerenderedPages(root: string): Map<string, string> {
  const base = join(root, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(base)) return pages;
  for (const entry of readdirSync(base, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('index.html')) continue;
    const path = `/${entry.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1');
    pages.set(path, relative(root, join(base, entry)));
  }
  return pages;
}

const API_PATHS = /^\/(api|session|healthz)(\/|$|\?)/;

/**
 * Serves the built SPA from dist/web. Hashed assets are cached for a year; any other GET that
 * accepts HTML gets index.html (history fallback); unknown API paths stay JSON 404s.
 */
export default async function webApp(app: FastifyInstance, { root }: { root: string }) {
  const built = existsSync(`${root}/index.html`);
  const prerendered = built ? prerenderedPages(root) : new Map<string, string>();
  // The route's prerendered HTML when the build made one (scripts/prerender.ts), else the shell.
  const entryFor = (url: string) =>
    prerendered.get(url.split('?')[0]!.replace(/(.)\/$/, '$1')) ?? 'index.html';
  if (built) {
    await app.register(async (scope) => {
      markPublic(scope);
      await scope.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false,
        preCompressed: true,
        // Without this, the underlying send library writes "max-age=0" over setHeaders' choice.
        cacheControl: false,
        setHeaders(res, path) {
          res.setHeader('Vary', 'Accept-Encoding');
          res.setHeader('Cache-Control', cacheControlFor(path));
        },
      });
      // With index: false, "/" is a directory to the static plugin: serve the app's entry instead.
      scope.get('/', { schema: { hide: true } }, (request, reply) =>
        reply.sendFile(entryFor(request.url)),
      );
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      wantsHtml &&
      !API_PATHS.test(request.url)
    ) {
      if (!built)
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build`.');
      return reply.sendFile(entryFor(request.url));
    }
    return reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
