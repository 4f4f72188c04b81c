import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../shared/api-tokens';

/** A fresh opaque session token for the cookie. */
export const newToken = () => randomBytes(32).toString('base64url');

/** A personal API token's secret: our prefix (for secret scanners), then 32 random bytes. */
export const newApiTokenSecret = () => API_TOKEN_PREFIX + randomBytes(32).toString('base64url');

/** What the database stores for a token: its hash, so a leaked table holds no live cookies. */
export const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The XSRF token is bound to the session token, so a planted cookie pair cannot pass. */
export const xsrfFor = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`xsrf:${token}`).digest('base64url');

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
