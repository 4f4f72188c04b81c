import { z } from 'zod';
import { idSchema, withoutNul } from './fields';

/**
 * Personal API tokens (docs/product.md, "API tokens"): staff make them on My account and send
 * them as `Authorization: Bearer <secret>`. Shared by the routes and the forms.
 */

/** Every secret starts so, so secret scanners (and people) can tell a leaked one for ours. */
export const API_TOKEN_PREFIX = 'stw_';

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read',
  write: 'Read and write',
};

/** How long a token may live, in days; null: until it is revoked. */
export const API_TOKEN_EXPIRIES = [30, 90, 365, null] as const;
export type ApiTokenExpiry = (typeof API_TOKEN_EXPIRIES)[number];
export const API_TOKEN_EXPIRY_LABELS: Record<string, string> = {
  '30': '30 days',
  '90': '90 days',
  '365': '1 year',
  null: 'Never',
};

export const API_TOKEN_NAME_MAX = 100;

/** POST /tokens: `{token: {name, scope, expires_in_days}}`. */
export const apiTokenFields = z.object({
  name: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(API_TOKEN_NAME_MAX, `must be at most ${API_TOKEN_NAME_MAX} characters`)
    .refine(withoutNul, 'must not contain NUL characters'),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'must be read or write' }),
  expires_in_days: z
    .union([z.literal(30), z.literal(90), z.literal(365)], {
      error: 'must be 30, 90, 365 or null',
    })
    .nullable(),
});
export const apiTokenBody = z.object({ token: apiTokenFields });
export type ApiTokenInput = z.input<typeof apiTokenFields>;

/** A token as lists show it: never its secret, which is shown once, when it is made. */
export const apiTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** POST /tokens answers 201 with the token and its secret, the one time it is ever sent. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** GET /tokens: one's own, or (superusers) any account's with `user_id`. */
export const apiTokenListQuery = z.object({
  user_id: idSchema.optional(),
});
