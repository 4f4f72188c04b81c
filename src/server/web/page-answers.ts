import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_DOCUMENT, pagePath } from '../../shared/public-routes';
import { parseId } from '../../shared/fields';
import { SLUG_MAX, SLUG_PATTERN, isIdLike } from '../../shared/slug';
import { pageSlugsRepository } from '../repositories/page-slugs';
import { publicPagesRepository } from '../repositories/public-pages';
import { siteOrigin } from '../request-origin';
import { pageDocument } from './page-head';

/**
 * A published page's document at /{id} or /{slug}: the shell with its head tags (page-head.ts);
 * a former slug answers 301 to the page's address now. A draft, a page not yet due or a slug no
 * page has is left to the caller (the not-found page): the same 404 for everyone.
 */
export function pageAnswers(app: FastifyInstance, root: string) {
  // The page's prerendered frame (header, footer, a loading skeleton, inline CSS), else the shell.
  const frame = join(root, 'prerendered', PAGE_DOCUMENT);
  const shell = readFileSync(existsSync(frame) ? frame : join(root, 'index.html'), 'utf8');
  const pages = publicPagesRepository(app.db);
  const slugs = pageSlugsRepository(app.db);

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
  return async function answer(request: FastifyRequest, reply: FastifyReply, path: string) {
    const { page, redirect } = await pageAt(path);
    if (redirect) {
      await reply.header('Cache-Control', 'no-cache').redirect(redirect, 301);
      return true;
    }
    if (!page) return false;
    const html = pageDocument(shell, page, siteOrigin(app.config, request));
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
        .send(encoding === 'br' ? brotliCompressSync(html) : gzipSync(html));
    return true;
  };
}
