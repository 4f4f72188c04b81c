import { z } from 'zod';

/** An error with a status and a message fit for the client; the error handler sends it as JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** A stable machine-readable reason, sent as `code` (e.g. "two_step_setup_required"). */
    readonly reason?: string,
  ) {
    super(message);
  }
  /** A body other than `{message, errors?, code?}` (a 412's record as it is now). */
  readonly body?: object;
}

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);

/** A 422 about one field, shaped like a schema validation failure. */
export const invalidField = (field: string, message: string) =>
  new HttpError(422, `${field} ${message}`, { [field]: [message] });

/** The JSON body of every error answer (docs/product.md): `errors` only on validation failures. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
  request_id: z.string().optional(),
});

/** Response schemas for the error statuses a route can give, for its OpenAPI entry. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorSchema])) as Record<S, typeof errorSchema>;
}
