import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import { errorResponses, notFound } from '../http-error';
import { imagesRepository } from '../repositories/images';
import type { ServerResource } from './server-resource';

/**
 * GET /{name}/{id}/image: the stored bytes. The URL carries the content hash (?v=), so the answer
 * never changes and may be cached for a year; the ETag answers revalidation with 304.
 */
export function registerImageRoute(app: AppInstance, resource: ServerResource) {
  const images = imagesRepository(app.db);
  app.get(
    `/${resource.definition.name}/:id/image`,
    {
      config: { access: resource.readAccess ?? 'admin' },
      schema: {
        tags: [resource.definition.name],
        summary: 'The stored image bytes',
        params: idParams,
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: { 200: z.any(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const image = await images.find(resource.table as 'stickers' | 'tools', request.params.id);
      if (!image?.image || !image.image_type) throw notFound('Image');
      const etag = `"${image.image_hash}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', 'sandbox');
      // No body and no Content-Type: a cache copies a 304's headers onto the stored image.
      if (request.headers['if-none-match'] === etag)
        return reply.code(304 as 200).send(undefined as never); // typed replies know only declared statuses
      // A Buffer goes out as it is: no JSON serialization.
      return reply.type(image.image_type).send(image.image);
    },
  );
}
