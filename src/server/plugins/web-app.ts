import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { markPublic } from './access';

/** Hashed assets never change; index.html must be revalidated so a deploy shows at once. */
function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  return path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
}

const API_PATHS = /^\/(api|session|healthz)(\/|$|\?)/;

/**
 * Serves the built SPA from dist/web. Hashed assets are cached for a year; any other GET that
 * accepts HTML gets index.html (history fallback); unknown API paths stay JSON 404s.
 */
export default async function webApp(app: FastifyInstance, { root }: { root: string }) {
  const built = existsSync(`${root}/index.html`);
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
      scope.get('/', (_request, reply) => reply.sendFile('index.html'));
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
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
