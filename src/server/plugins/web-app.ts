import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { markPublic } from './access';

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
        setHeaders(res, path) {
          const hashed = path.includes('/assets/');
          res.setHeader(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
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
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
