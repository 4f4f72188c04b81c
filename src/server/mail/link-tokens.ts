import { newToken, tokenId } from '../auth/tokens';

/**
 * A link's token: 32 random bytes for the mail, its SHA-256 for the database, so a copy of the
 * database holds no working link.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: tokenId(token) };
}
export const linkTokenHash = tokenId;
