import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { previewTokenSchema } from '../../shared/previews';
import { pagePreviewsRepository, previewTokenHash } from '../repositories/page-previews';
import { markPublic } from './access';
import { webDocuments } from './web-documents';

const NOINDEX = '<meta name="robots" content="noindex">';

/** The document with the noindex meta first in its head (a build's shell has a head). */
export function withNoindex(html: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.replace(head[0], head[0] + NOINDEX);
  const doctype = /^<!doctype html>/i.exec(html);
  return doctype ? doctype[0] + NOINDEX + html.slice(doctype[0].length) : NOINDEX + html;
}

/**
 * /preview/{token} of a built web app: its shell, which loads the page by the token
 * (GET /api/v1/previews/{token}), for a link that works; the site's not-found document with a
 * 404 for one made up, expired or revoked. Either way never indexed nor kept by a shared cache.
 * Apart from web-app.ts, like its "/" a document route outside the API's description: no other
 * path's document depends on a token.
 */
export default async function previewDocument(app: FastifyInstance, { root }: { root: string }) {
  if (!existsSync(join(root, 'index.html'))) return;
  const previews = pagePreviewsRepository(app.db);
  const documents = webDocuments(root);
  markPublic(app);

  app.get('/preview/:token', { schema: { hide: true } }, async (request, reply) => {
    reply.header('X-Robots-Tag', 'noindex').header('Cache-Control', 'no-store');
    const parsed = previewTokenSchema.safeParse((request.params as { token: string }).token);
    const works =
      parsed.success && (await previews.pageOf(previewTokenHash(parsed.data))) !== undefined;
    const file = works ? 'index.html' : documents.notFound('/preview');
    const html = await readFile(join(root, file), 'utf8');
    return reply
      .code(works ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(withNoindex(html));
  });
}
