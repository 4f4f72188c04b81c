import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { markPublic } from './access';

/**
 * Each operation also states who may call it, as `x-access` (the route's own config.access, the
 * declaration the server enforces), and the protected ones name the session cookie; so a client,
 * or a test of a running server, can read the access rules from the description.
 */
const withAccess: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  if (!access || (out.schema as { hide?: boolean }).hide) return out;
  const schema = { ...out.schema, 'x-access': access } as FastifySchema & Record<string, unknown>;
  if (access !== 'public') schema.security = [{ session: [] }];
  return { ...out, schema };
};

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
    transform: withAccess,
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
