import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../shared/api-tokens';

/** A fresh opaque session token for the cookie. */
export const newToken = () => randomBytes(32).toString('base64url');

/** A personal API token's secret: our prefix (for secret scanners), then 32 random bytes. */
export const newApiTokenSecret = () => API_TOKEN_PREFIX + randomBytes(32).toString('base64url');

/**
 * Answers of a pure function kept by key, the last `size` of them (oldest dropped first). Every
 * request with a session cookie hashes it (to find its session) and checks its XSRF cookie
 * against an HMAC of it (every GET too, to hand a fresh one when it is missing): the two were
 * 5-8% of a cached read's CPU, for a token a browser sends thousands of times.
 */
function keptAnswers(size = 10_000) {
  const kept = new Map<string, string>();
  return (key: string, compute: () => string): string => {
    let answer = kept.get(key);
    if (answer === undefined) {
      answer = compute();
      if (kept.size >= size) kept.delete(kept.keys().next().value!);
      kept.set(key, answer);
    }
    return answer;
  };
}
const keptIds = keptAnswers();
const keptXsrf = keptAnswers();

/** What the database stores for a token: its hash, so a leaked table holds no live cookies. */
export const tokenId = (token: string) =>
  keptIds(token, () => createHash('sha256').update(token).digest('base64url'));

/** The XSRF token is bound to the session token, so a planted cookie pair cannot pass. */
export const xsrfFor = (secret: string, token: string) =>
  // Kept per secret and token; the secret's length keeps the two apart whatever they hold.
  keptXsrf(`${secret.length}:${secret}${token}`, () =>
    createHmac('sha256', secret).update(`xsrf:${token}`).digest('base64url'),
  );

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
