import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppInstance } from '../app-types';
import { previewTokenSchema } from '../../shared/previews';
import { pagePreviewsRepository, previewTokenHash } from '../repositories/page-previews';
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
 * /preview/{token}: the web app's shell, which loads the page by the token
 * (GET /api/v1/previews/{token}), for a link that works; the not-found document with a 404 for
 * one made up, expired or revoked. Either way never indexed and never kept by a shared cache.
 * Apart from web-app.ts: no other path's document depends on a token.
 */
export default async function previewDocument(app: AppInstance, { root }: { root: string }) {
  const previews = pagePreviewsRepository(app.db);
  const documents = webDocuments(root);
  const built = existsSync(join(root, 'index.html'));

  app.get(
    '/preview/:token',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      reply.header('X-Robots-Tag', 'noindex').header('Cache-Control', 'no-store');
      if (!built)
        return reply
          .code(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build`.');
      const { token } = request.params as { token: string };
      const parsed = previewTokenSchema.safeParse(token);
      const works =
        parsed.success && (await previews.pageOf(previewTokenHash(parsed.data))) !== undefined;
      const file = works ? 'index.html' : documents.notFound('/preview');
      const html = await readFile(join(root, file), 'utf8');
      return reply
        .code(works ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(withNoindex(html));
    },
  );
}
