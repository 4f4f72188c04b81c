import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isWriteConflict,
} from '../db/database-errors';
import { HttpError } from '../http-error';
import { validationBody } from './validation-body';

type Issue = { instancePath?: string; message?: string };

// Fastify's own 4xx codes, reworded for people and mapped to the statuses of docs/product.md.
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Content-Type must be application/json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
};

// Seconds a client should wait before retrying while the database is unavailable.
const RETRY_AFTER_S = 5;
// ... and after its write met another one: the other is done by then.
const CONFLICT_RETRY_AFTER_S = 1;

/** A constraint the database caught (a race past the route's own checks) is the client's 4xx. */
function databaseConstraint(error: { code?: string }): [number, string] | undefined {
  if (isForeignKeyViolation(error)) return [422, 'A referenced record does not exist'];
  if (error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE')
    return [409, 'That record already exists'];
  return undefined;
}

/** A body limit as people read it: "32 MiB", "64 KiB", "1024 bytes". */
function sizeText(bytes: number) {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** One error shape for the whole API; a real 500 says only "Internal server error" and a request id. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.body) return reply.status(error.statusCode).send(error.body);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...(error.reason && { code: error.reason }),
      });
    }
    if (error.validation) {
      return reply
        .status(422)
        .send(validationBody(error.validation as Issue[], error.validationContext));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart, an outage or a full disk: the request may well succeed in a moment, so a 503
      // the client can retry, not a 500. One line per request: an outage must not flood the log.
      request.log.warn(`database unavailable: ${error.message}`);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ message: 'The database is unavailable. Try again shortly.' });
    }
    if (isWriteConflict(error)) {
      // Met another write twice running (inTransaction retried once): nothing was changed, and
      // the same request a moment later will most likely pass.
      request.log.warn(`write conflict after a retry: ${error.message}`);
      return reply.status(503).header('retry-after', String(CONFLICT_RETRY_AFTER_S)).send({
        message: 'The record was busy with another change. Nothing was saved: try again.',
      });
    }
    const constraint = databaseConstraint(error);
    if (constraint) return reply.status(constraint[0]).send({ message: constraint[1] });
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = sizeText(request.routeOptions.bodyLimit ?? 0);
      return reply
        .status(413)
        .send({ message: `${known[1]}: this address takes at most ${limit}` });
    }
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send({ message: 'Request body is not valid JSON' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error', request_id: request.id });
  });
});
