import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import {
  PREVIEW_DAYS,
  previewLinkSchema,
  previewPath,
  previewTokenSchema,
  previewsRevokedSchema,
} from '../../shared/previews';
import { notFound } from '../http-error';
import { pagePreviewsRepository, previewTokenHash } from '../repositories/page-previews';
import { rowExists } from '../repositories/table-repository';
import { siteOrigin } from '../request-origin';
import { resourceService } from '../resource-engine/resource-service';
import { pages } from '../resources/pages';

const tags = ['pages'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Preview links (issue 37): staff make a link that shows one page, draft or not, to whoever has
 * it for PREVIEW_DAYS, and end all of a page's links at once. The link's page is read here by
 * token alone: it names one page and leads to no other.
 */
export default async function previewRoutes(app: AppInstance) {
  const previews = pagePreviewsRepository(app.db);
  const service = resourceService(app.db, pages);

  app.post(
    '/pages/:id/preview',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: `A link that shows this page, draft or not, to anyone who has it, for ${PREVIEW_DAYS} days`,
        params: idParams,
        response: { 201: previewLinkSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await rowExists(app.db, 'pages', id))) throw notFound('Page');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = Date.now() + PREVIEW_DAYS * DAY_MS;
      await previews.add(previewTokenHash(token), id, expiresAt);
      const site = siteOrigin(app.config, request);
      return reply
        .code(201)
        .send({ url: site + previewPath(token), expires_at: new Date(expiresAt).toISOString() });
    },
  );

  app.delete(
    '/pages/:id/preview',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Ends every preview link of this page at once: 200 with how many still worked',
        params: idParams,
        response: { 200: previewsRevokedSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await rowExists(app.db, 'pages', id))) throw notFound('Page');
      return { revoked: await previews.revoke(id) };
    },
  );

  app.get(
    '/previews/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The page a preview link shows (never stored by a shared cache, not indexed)',
        params: z.object({ token: z.string() }),
        response: { 200: pages.definition.entity },
      },
    },
    async (request, reply) => {
      // Whatever the answer, it is the link's alone: not kept, not indexed.
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      const token = previewTokenSchema.safeParse(request.params.token);
      const id = token.success ? await previews.pageOf(previewTokenHash(token.data)) : undefined;
      if (id === undefined) throw notFound('Preview');
      return (await service.show(id)).entity;
    },
  );
}
