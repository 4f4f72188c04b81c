import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isMailPagePath } from '../../shared/mail-links';
import { pagesRepository } from '../repositories/pages';
import { pageAnswers } from '../web/page-answers';
import { isStaff, markPublic } from './access';
import { acceptsHtml, pathOf, shownInBrowser, webDocuments } from './web-documents';

/** Hashed assets never change; index.html must be revalidated so a deploy shows at once. */
function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  // The path may be the pre-compressed copy (index.html.br) served in its place.
  return /\.html(\.br|\.gz)?$/.test(path) ? 'no-cache' : 'public, max-age=3600';
}

const API_PATHS = /^\/(api|session|healthz)(\/|$|\?)/;

/**
 * Rendered in the browser alone, whatever a page's slug may be: the staff area, registration and
 * the pages a mail links to (a page slugged "forgot-password" must not take that form's place).
 */
const APP_ONLY = /^\/(dashboard|register)(\/|$)/;
const appOnly = (path: string) => APP_ONLY.test(path) || isMailPagePath(path);

/**
 * Serves the built SPA from dist/web. Hashed assets are cached for a year. A GET that accepts
 * HTML (or anything: curl, link previewers) gets its route's prerendered document, a published
 * page's document with its head tags (/{id}, /{slug}; a former slug redirects), or the shell
 * (index.html) for what the browser renders alone; any other path gets the not-found page with a
 * 404. Unknown API paths, and clients that take only other types, get a JSON 404.
 */
export default async function webApp(app: FastifyInstance, { root }: { root: string }) {
  const built = existsSync(`${root}/index.html`);
  const documents = webDocuments(built ? root : '/nonexistent');
  const pages = pagesRepository(app.db);
  // A page is there for the public when published and due; its editor also for staff, whatever
  // its state (a draft opened at /edit/{id} is no 404 to its editor).
  const staff = async (request: FastifyRequest) => isStaff(await request.currentUser());
  const pageShown = (request: FastifyRequest) => async (id: number, editing: boolean) =>
    (await pages.exists(id)) || (editing && (await staff(request)) && (await pages.any(id)));
  const pageAnswer = built ? pageAnswers(app, root) : undefined;
  async function sendDocument(request: FastifyRequest, reply: FastifyReply) {
    const path = pathOf(request.url);
    const prerendered = documents.route(path);
    if (prerendered) {
      pageAnswer?.warm();
      return reply.sendFile(prerendered);
    }
    if (pageAnswer && !appOnly(path) && (await pageAnswer.answer(request, reply, path)))
      return reply;
    if (await shownInBrowser(path, pageShown(request))) return reply.sendFile('index.html');
    return reply.code(404).sendFile(documents.notFound(path));
  }
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
      scope.get('/', { schema: { hide: true } }, sendDocument);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      acceptsHtml(request.headers.accept) &&
      !API_PATHS.test(request.url)
    ) {
      if (!built)
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build`.');
      return sendDocument(request, reply);
    }
    return reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
