import { z } from 'zod';

/** How long a preview link shows its page. */
export const PREVIEW_DAYS = 7;

/** A preview link's token: 32 random bytes, base64url (43 characters). */
export const previewTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a preview token');

/** The answer to POST /pages/{id}/preview: the link, absolute, and when it stops working. */
export const previewLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** The answer to DELETE /pages/{id}/preview: how many links of that page stopped working. */
export const previewsRevokedSchema = z.object({ revoked: z.number() });

/** The web app's path of a preview link. */
export const previewPath = (token: string) => `/preview/${token}`;
