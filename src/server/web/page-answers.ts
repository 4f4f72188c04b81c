import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_DOCUMENT, PAGE_MARKUP, pagePath } from '../../shared/public-routes';
import { parseId } from '../../shared/fields';
import { SLUG_MAX, SLUG_PATTERN, isIdLike } from '../../shared/slug';
import { pageSlugsRepository } from '../repositories/page-slugs';
import { type PublicPage, publicPagesRepository } from '../repositories/public-pages';
import { resourceService } from '../resource-engine/resource-service';
import { pages as pagesResource } from '../resources/pages';
import { siteOrigin } from '../request-origin';
import { pageDocument, withPage } from './page-head';
import { pageRenderer } from './page-renderer';

/**
 * Brotli's quality 5 for a document compressed as it is sent: about 1 ms for a post's 20 KB where
 * the default, 11 (right for the build's files, compressed once), takes 10–20 ms of the server's
 * CPU on every visit, for a document some 10% smaller.
 */
const BROTLI_PER_REQUEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * A published page's document at /{id} or /{slug}: the page rendered by the web app into its
 * prerendered frame, with its head tags (page-head.ts) and its record for the app to hydrate
 * from, so the article paints before any script; a former slug answers 301 to the page's address
 * now. A draft, a page not yet due or a slug no page has is left to the caller (the not-found
 * page): the same 404 for everyone.
 */
export function pageAnswers(app: FastifyInstance, root: string) {
  // The page's frame (header, footer, inline CSS, PAGE_MARKUP for the page), else the shell.
  const framePath = join(root, 'prerendered', PAGE_DOCUMENT);
  const frame = existsSync(framePath) ? readFileSync(framePath, 'utf8') : null;
  const shell = readFileSync(join(root, 'index.html'), 'utf8');
  const renderer = pageRenderer(root, app.log);
  const service = resourceService(app.db, pagesResource);
  const { detail } = pagesResource.definition;
  const pages = publicPagesRepository(app.db);
  const slugs = pageSlugsRepository(app.db);

  /** The page in its frame, rendered; or the shell, for the app to render, if that fails. */
  async function documentOf(page: PublicPage, path: string) {
    if (frame?.includes(PAGE_MARKUP)) {
      // The record as the API answers it: read only when this version is not rendered yet.
      const recordOf = async () => detail.parse((await service.show(page.id)).entity);
      const rendered = await renderer.render(path, `${page.id}:${page.version}`, recordOf);
      if (rendered) return withPage(frame, rendered.markup, rendered.record);
    }
    return shell;
  }

  async function pageAt(path: string) {
    const slug = path.slice(1);
    // Digits alone are an id (no slug is), and one past an int4 column's is no page.
    if (isIdLike(slug)) {
      const id = parseId(slug);
      return id === undefined ? {} : { page: await pages.find({ id }) };
    }
    if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) return {};
    const page = await pages.find({ slug });
    if (page) return { page };
    const named = await slugs.find(slug);
    if (!named || named.current) return {};
    // The page must be there for the public now: a draft's old address tells nothing either.
    const moved = await pages.find({ id: named.id });
    return moved ? { redirect: pagePath(moved) } : {};
  }

  /** Answers the request if the path is a page's; false when it is not (or not public). */
  async function answer(request: FastifyRequest, reply: FastifyReply, path: string) {
    const { page, redirect } = await pageAt(path);
    if (redirect) {
      await reply.header('Cache-Control', 'no-cache').redirect(redirect, 301);
      return true;
    }
    if (!page) return false;
    const html = pageDocument(await documentOf(page, path), page, siteOrigin(app.config, request));
    // Compressed as the static documents are (scripts/compress-build.ts): a few KB saved per visit.
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (encoding === null) await reply.send(html);
    else
      await reply
        .header('Content-Encoding', encoding)
        .send(encoding === 'br' ? brotliCompressSync(html, BROTLI_PER_REQUEST) : gzipSync(html));
    return true;
  }
  return { answer, warm: renderer.warm };
}
