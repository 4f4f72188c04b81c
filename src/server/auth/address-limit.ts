import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { loginThrottleRepository } from '../repositories/login-throttle';

type Options = { name: string; max: number; windowMs: number; message: string };

/**
 * Counts every call from one client address to a public form (waitlist, registration) and answers
 * 429 with Retry-After past `max` in the window. Kept in the database, so instances share it; each
 * call is counted by one atomic upsert, so a concurrent burst cannot slip past the limit.
 */
export function addressLimit(db: Database, { name, max, windowMs, message }: Options) {
  const counts = loginThrottleRepository(db);
  return async function consume(request: FastifyRequest, reply: FastifyReply) {
    const hit = await counts.hit(`${name}:${request.ip}`, windowMs);
    if (hit.count > max) {
      reply.header('Retry-After', String(Math.ceil(hit.retryAfterMs / 1000)));
      throw new HttpError(429, message);
    }
  };
}
