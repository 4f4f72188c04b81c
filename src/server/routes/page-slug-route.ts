import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { SLUG_MAX, SLUG_PATTERN } from '../../shared/slug';
import { notFound } from '../http-error';
import { notModified, sendCached } from '../read-cache/send-cached';
import { recordEtag } from '../resource-engine/preconditions';
import { resourceService } from '../resource-engine/resource-service';
import { publicPagesRepository } from '../repositories/public-pages';
import { pages } from '../resources/pages';

const slugParams = z.object({
  slug: z.string().max(SLUG_MAX).regex(SLUG_PATTERN, 'must be a page address such as my-post'),
});

/**
 * GET /api/v1/pages-by-slug/{slug}: the page the web app shows at /{slug}, as GET /pages/{id}
 * answers it. Only a published, due page, for everyone (staff find drafts in the dashboard), so one
 * cached answer serves all; a former slug is a 404 here (the document answers it with a 301).
 */
export default async function pageSlugRoute(app: AppInstance) {
  const service = resourceService(app.db, pages);
  const published = publicPagesRepository(app.db);
  const detail = pages.definition.detail;
  app.get(
    '/pages-by-slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary: 'Show the published page at an address (its slug)',
        params: slugParams,
        response: { 200: detail, ...notModified },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      return sendCached(request, reply, `/pages-by-slug/${slug}`, ['pages'], async () => {
        const page = await published.find({ slug });
        if (!page) throw notFound(service.label);
        const { entity, version } = await service.show(page.id);
        const body = JSON.stringify(detail.parse(entity));
        return { body, etag: recordEtag(version, body) };
      });
    },
  );
}
