import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { markPublic } from './access';

/** The OpenAPI description, generated from the same zod schemas that validate requests. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Systems that work API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    markPublic(scope);
    await scope.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles; scripts stay 'self' only.
      transformStaticCSP: (header) =>
        header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    });
  });
});
