import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../shared/api-tokens';

/** A fresh opaque session token for the cookie. */
export const newToken = () => randomBytes(32).toString('base64url');

/** A personal API token's secret: our prefix (for secret scanners), then 32 random bytes. */
export const newApiTokenSecret = () => API_TOKEN_PREFIX + randomBytes(32).toString('base64url');

/** What the database stores for a token: its hash, so a leaked table holds no live cookies. */
export const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');

// Every request with a session cookie checks its XSRF cookie against this HMAC (every GET too,
// to hand a fresh one when it is missing), and an HMAC was 4-5% of a cached read's CPU: a browser
// sends the same token thousands of times, so the last tokens' HMACs are kept. Bounded, oldest first.
const XSRF_KEPT = 10_000;
const xsrfKept = new Map<string, string>();

/** The XSRF token is bound to the session token, so a planted cookie pair cannot pass. */
export function xsrfFor(secret: string, token: string): string {
  const key = `${secret}\n${token}`;
  let xsrf = xsrfKept.get(key);
  if (xsrf === undefined) {
    xsrf = createHmac('sha256', secret).update(`xsrf:${token}`).digest('base64url');
    if (xsrfKept.size >= XSRF_KEPT) xsrfKept.delete(xsrfKept.keys().next().value!);
    xsrfKept.set(key, xsrf);
  }
  return xsrf;
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
