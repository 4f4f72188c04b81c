import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenId, xsrfFor } from './tokens';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
const hmac = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`xsrf:${token}`).digest('base64url');

describe('xsrfFor', () => {
  it('is the HMAC of the session token under the secret, for each secret and token apart', () => {
    expect(xsrfFor('s1', 'token-a')).toBe(hmac('s1', 'token-a'));
    // Kept answers are per secret: the same token under another secret is another HMAC.
    expect(xsrfFor('s2', 'token-a')).toBe(hmac('s2', 'token-a'));
    expect(xsrfFor('s1', 'token-b')).toBe(hmac('s1', 'token-b'));
    expect(xsrfFor('s1', 'token-a')).toBe(hmac('s1', 'token-a'));
  });

  it('stays right past the number of tokens it keeps', () => {
    for (let i = 0; i < 10_050; i += 1) xsrfFor('s', `t${i}`);
    expect(xsrfFor('s', 't0')).toBe(hmac('s', 't0'));
    expect(xsrfFor('s', 't10049')).toBe(hmac('s', 't10049'));
  });
});

describe('tokenId', () => {
  it('is the SHA-256 of the token, the same again and past the number it keeps', () => {
    expect(tokenId('token-a')).toBe(sha256('token-a'));
    expect(tokenId('token-a')).toBe(sha256('token-a'));
    for (let i = 0; i < 10_050; i += 1) tokenId(`t${i}`);
    expect(tokenId('t0')).toBe(sha256('t0'));
    expect(tokenId('token-b')).toBe(sha256('token-b'));
  });
});
