import type { FastifyInstance, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { markPublic } from './access';
import { sessionCookieName } from './session';
import { finishDocument } from '../openapi/document';
import { operationTransform } from '../openapi/operation';
import { requestOrigin } from '../request-origin';

type Document = Readonly<Record<string, unknown>>;

/**
 * The OpenAPI description, generated from the same zod schemas that validate requests and from
 * each route's declared access (see ../openapi): served at /openapi.json, where tools look first,
 * and at /api/docs (Swagger UI, its JSON at /api/docs/json). Both name, as their server, the
 * origin the request reached; the in-process document (app.swagger()) says "/", this server.
 */
export default fp(async function openapi(app: FastifyInstance) {
  const fallbackHost = `${app.config.HOST}:${app.config.PORT}`;
  const served = (document: Document, request: FastifyRequest) => ({
    ...document,
    servers: [{ url: requestOrigin(request, fallbackHost), description: 'This server' }],
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Systems that work API',
        version: '1.0.0',
        description:
          'JSON over HTTP. Errors are `{message, errors?, request_id?}`. Each operation says who ' +
          'may call it (`security`, and the role in `x-access`): with the session cookie, or ' +
          'on /api/v1 with a personal API token (`Authorization: Bearer stw_…`, made on My ' +
          'account), which needs no cookie and no XSRF header. A request with both is the ' +
          'token’s.',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(app.config.COOKIE_SECURE),
            description: 'The session cookie that signing in (POST /session) sets; HttpOnly.',
          },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token (`stw_…`), made on My account: the owner’s role, read or ' +
              'read-and-write; no XSRF header. One that does not work is a 401 with ' +
              '`WWW-Authenticate: Bearer error="invalid_token"`.',
          },
          xsrf: {
            type: 'apiKey',
            in: 'header',
            name: 'X-XSRF-TOKEN',
            description:
              'POST, PUT, PATCH and DELETE, public ones included, must echo the XSRF-TOKEN ' +
              'cookie (set by GET /session and at sign-in) in this header.',
          },
        },
      },
    },
    transform: operationTransform,
    transformObject: (input) =>
      'openapiObject' in input ? finishDocument(input.openapiObject) : input.swaggerObject,
  });

  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, (request) =>
    served(app.swagger() as Document, request),
  );

  await app.register(async (scope) => {
    markPublic(scope);
    await scope.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformSpecification: served,
      // Swagger UI sets a few inline styles; scripts stay 'self' only.
      transformStaticCSP: (header) =>
        header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    });
  });
});
