import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, errorSchema, notFound } from '../http-error';
import { recordStamps } from '../../shared/resources/define';
import { expectedVersions, recordEtag } from './preconditions';
import type { OneRecord, Refused, WriteContext } from './resource-service';

/** The If-Match header a PUT or DELETE may send, for its validation and its OpenAPI entry. */
export const ifMatchHeaders = z.object({
  'if-match': z
    .string()
    .optional()
    .describe(
      'The ETag of the record as you loaded it: the write is applied only if the record is ' +
        'still at that version, else 412. `*` or no header: any version.',
    ),
});

/** A 412's body: why, who changed the record last and when, its ETag and the record as it is. */
export const staleVersionSchema = (detail: z.ZodType) =>
  errorSchema.extend({ ...recordStamps.shape, etag: z.string(), current: detail });

/** A 412 with the stale-version body (the error handler sends `body` as it is). */
export class StaleVersion extends HttpError {
  constructor(override readonly body: z.infer<ReturnType<typeof staleVersionSchema>>) {
    super(412, body.message);
  }
}

/** Who writes (the signed-in user) and, from If-Match, the versions they may replace. */
export async function writeContext(request: FastifyRequest): Promise<WriteContext> {
  const expected = expectedVersions(request.headers['if-match']);
  return { actor: (await request.currentUser())?.username ?? null, expected };
}

/** A record's answer: its entity, with the ETag of its version. */
export function sendRecord(reply: FastifyReply, record: OneRecord) {
  reply.header('ETag', recordEtag(record.version, JSON.stringify(record.entity)));
  return record.entity;
}

/**
 * A write's answer, serialized once: the record as its route's response schema shows it (what
 * Fastify's zod serializer would send), as JSON, with the ETag of those very bytes, as a read's
 * ETag is of its body. The string is sent as it is: without it, the entity was stringified for
 * its ETag, then parsed through the schema and stringified again by the serializer.
 */
export function recordAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  record: OneRecord,
  schema: z.ZodType,
): string {
  const shown = schema.safeParse(record.entity);
  if (!shown.success)
    throw new ResponseSerializationError(request.method, request.url, { cause: shown.error });
  const body = JSON.stringify(shown.data);
  reply.header('ETag', recordEtag(record.version, body));
  reply.type('application/json; charset=utf-8');
  return body;
}

/** The answer to a refused update or delete: 404 when the record is gone, else 412 with it as it is now. */
export async function refusal(
  refused: Refused['refused'],
  label: string,
  current: () => Promise<OneRecord>,
  detail: z.ZodType,
): Promise<HttpError> {
  if (refused === 'missing') return notFound(label);
  let record: OneRecord;
  try {
    record = await current();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return error; // gone meanwhile
    throw error;
  }
  const body = JSON.stringify(detail.parse(record.entity));
  const { updated_at, updated_by } = record.entity as z.infer<typeof recordStamps>;
  const who = updated_by ?? 'someone';
  return new StaleVersion({
    message: `This ${label.toLowerCase()} was changed by ${who} after the version you sent (If-Match)`,
    updated_at,
    updated_by: updated_by ?? null,
    etag: recordEtag(record.version, body),
    current: JSON.parse(body) as unknown,
  });
}
