import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedAnswer, etagOf } from './response-store';

/** A built answer; its ETag is a digest of the body unless it brings its own (a record's). */
type Built = { body: string; headers?: Record<string, string>; etag?: string };

/** Whether an If-None-Match header names this ETag (a list, `*`, or weak forms). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Answers a read from the response cache when its tables have not changed since it was built,
 * else builds it (already-serialized JSON, or a body with its content-type header) and keeps it. `key` must name everything the answer
 * depends on; access is checked before the handler runs, so a key never needs the caller.
 * Either way the answer carries its ETag, and a matching If-None-Match gets a 304.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  tables: readonly string[],
  build: () => Promise<Built>,
) {
  const versions = await request.tableVersions();
  const built = async (): Promise<CachedAnswer> => {
    const { body, headers, etag } = await build();
    const bytes = Buffer.from(body);
    return { body: bytes, headers: headers ?? {}, etag: etag ?? etagOf(bytes) };
  };
  // Without versions (PostgreSQL's change listener down) nothing is kept or shared.
  const answer = versions
    ? await request.server.responses.answer(key, tables, versions, built)
    : await built();
  reply.headers(answer.headers).header('ETag', answer.etag);
  // JSON unless the answer names its own type (the Atom feed).
  if (!answer.headers['content-type']) reply.type('application/json; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], answer.etag))
    return reply.code(304 as 200).send(undefined as never); // typed replies know only declared statuses
  // Already JSON bytes: sent as they are, not serialized or encoded again.
  return reply.send(answer.body as never);
}

/** The 304 a cached answer can give, for a route's response schema (and so the API document). */
export const notModified = {
  304: z.null().describe('Not modified: the ETag in If-None-Match is current'),
};
