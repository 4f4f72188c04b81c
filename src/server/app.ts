import { isUtf8 } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-types';
import { trustProxyOption, type Config } from './config';
import { sqlitePath, type Database, type Dialect } from './db/database';
import { HttpError } from './http-error';
import { JSON_DEPTH_MAX, nestsDeeperThan } from './json-depth';
import access from './plugins/access';
import bearer from './plugins/bearer';
import bodyLimits, { BODY_LIMITS } from './plugins/body-limits';
import errors from './plugins/errors';
import searchReads from './plugins/search-reads';
import wordIndex from './plugins/word-index';
import lifecycle from './plugins/lifecycle';
import noStore from './plugins/no-store';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import twoStep from './plugins/two-step';
import xsrf from './plugins/xsrf';
import trashPurge from './plugins/trash-purge';
import scheduledPages from './plugins/scheduled-pages';
import outbox from './plugins/outbox';
import notifications from './plugins/notifications';
import dueNotices from './plugins/due-notices';
import plannerStatistics from './plugins/planner-statistics';
import readCache from './read-cache/read-cache-plugin';
import requestsInFlight from './plugins/requests-in-flight';
import webApp from './plugins/web-app';
import previewDocument from './plugins/preview-document';
import wellFormedText from './plugins/well-formed-text';
import healthRoutes from './routes/health';
import sessionRoutes from './routes/session';
import twoStepSignInRoutes from './routes/two-step-sign-in';
import apiRoutes from './routes/api';
import seoRoutes from './routes/seo-routes';
import feedRoute from './routes/feed-route';

// The built web app. Two levels up is the project root both from src/server/app.ts (tsx, tests)
// and from dist/server/main.js (the compiled server this file is bundled into).
const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

export type AppOptions = {
  config: Config;
  db: Database;
  dialect: Dialect;
  secret: string;
  logger?: FastifyServerOptions['logger'];
  /** false: no log line per request (a terminal's log, startup/terminal-log.ts). */
  requestLogs?: boolean;
  webRoot?: string;
};

// A client gets this long to send a request's headers, and then all of it (the largest upload,
// BODY_LIMITS.upload, over a slow 1 Mbit/s link takes about 35 s), so a slow or stalled one cannot
// hold a connection.
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 60_000;
// How often Node checks those two (its default of 30 s would add up to that much to each).
const TIMEOUT_CHECK_MS = 5_000;

/** Builds the whole server: external plugins, then app plugins, then routes. Nothing listens yet. */
export async function buildApp(options: AppOptions): Promise<AppInstance> {
  const { config, db, dialect, secret } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    ...(options.requestLogs === false && {
      logController: new LogController({ disableRequestLogging: true }),
    }),
    // Each route gets its own (plugins/body-limits.ts); this one is for requests no route matched.
    bodyLimit: BODY_LIMITS.none,
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A broken %-escape in the path fails before any route: answer in the API's own error shape.
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      error.code === 'FST_ERR_BAD_URL'
        ? reply.status(400).send({ message: 'The address (URL) is not valid' })
        : reply.status(500).send({ message: 'Internal server error' }),
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>() as AppInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body (the classic cross-site form trick) must never reach a route.
  app.removeContentTypeParser(['text/plain']);
  // A DELETE carries no body, but many clients still send Content-Type: application/json.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON is UTF-8 (RFC 8259): other bytes would be decoded to U+FFFD and stored so, silently.
  // And no deeper than JSON_DEPTH_MAX: checked on the bytes, before anything is built from them.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length === 0 && request.method === 'DELETE') return done(null, undefined);
    if (!isUtf8(bytes)) return done(new HttpError(400, 'Request body is not valid UTF-8'));
    if (nestsDeeperThan(bytes, JSON_DEPTH_MAX))
      return done(
        new HttpError(
          400,
          `Request body nests arrays or objects deeper than ${JSON_DEPTH_MAX} levels`,
        ),
      );
    parseJson(request, bytes.toString('utf8'), done);
  });
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('config', config);

  await app.register(bodyLimits);
  await app.register(requestsInFlight, { db });
  await app.register(lifecycle);
  await app.register(securityHeaders, { secure: config.COOKIE_SECURE });
  await app.register(openapi);
  await app.register(errors);
  await app.register(noStore);
  await app.register(wellFormedText);
  await app.register(readCache, {
    db,
    dialect,
    databaseUrl: config.DATABASE_URL,
    enabled: config.RESPONSE_CACHE,
  });
  await app.register(session, { db, secret, secure: config.COOKIE_SECURE });
  await app.register(bearer, { db });
  await app.register(access);
  await app.register(twoStep, {
    db,
    secret,
    requiredForAdmins: config.REQUIRE_TWO_STEP_FOR_ADMINS,
  });
  await app.register(xsrf, { secret });
  await app.register(trashPurge, { db, days: config.TRASH_DAYS });
  await app.register(scheduledPages, { db });
  await app.register(notifications, { db, dialect, databaseUrl: config.DATABASE_URL });
  await app.register(outbox, { db, sessionSecret: secret });
  await app.register(dueNotices, { db });
  const file = dialect === 'sqlite' ? sqlitePath(config.DATABASE_URL) : undefined;
  if (file && file !== ':memory:') await app.register(plannerStatistics, { db, file });
  await app.register(searchReads);
  await app.register(wordIndex, { db });

  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(feedRoute);
  await app.register(sessionRoutes);
  await app.register(twoStepSignInRoutes);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(previewDocument, { root: options.webRoot ?? WEB_ROOT });
  await app.register(webApp, { root: options.webRoot ?? WEB_ROOT });
  return app;
}
