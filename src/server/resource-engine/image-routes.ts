import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import { notFound } from '../http-error';
import { IMAGE_TYPES } from '../../shared/image';
import { imagesRepository } from '../repositories/images';
import type { ServerResource } from './server-resource';

/**
 * GET /{name}/{id}/image?v=: the stored bytes. The URL carries the content hash (?v=), so the
 * answer under one URL never changes and may be cached for a year; the ETag answers revalidation
 * with 304. A URL whose version is not the stored image's (an old one, or none) is a 404: serving
 * the current bytes under it would let a cache keep them for a year as that version.
 * Only a public resource's images may sit in shared caches; the others need a session, so only
 * the browser that asked may keep them.
 */
export function registerImageRoute(app: AppInstance, resource: ServerResource) {
  const images = imagesRepository(app.db);
  const access = resource.readAccess ?? 'admin';
  const cacheControl = `${access === 'public' ? 'public' : 'private'}, max-age=31536000, immutable`;
  app.get(
    `/${resource.definition.name}/:id/image`,
    {
      config: { access },
      schema: {
        tags: [resource.definition.name],
        summary: 'The stored image bytes',
        params: idParams,
        querystring: z.object({ v: z.string().max(64).optional() }),
        produces: [...IMAGE_TYPES],
        response: {
          200: z.any().meta({ type: 'string', format: 'binary' }).describe('The image, as stored'),
          304: z.null().describe('Not modified: the ETag in If-None-Match is current'),
        },
      },
    },
    async (request, reply) => {
      const image = await images.find(resource.table as 'stickers' | 'tools', request.params.id);
      if (!image?.image || !image.image_type || request.query.v !== image.image_hash)
        throw notFound('Image');
      const etag = `"${image.image_hash}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', cacheControl)
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
