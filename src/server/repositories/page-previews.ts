import { createHash } from 'node:crypto';
import type { Database } from '../db/database';

/** What is stored of a token: its SHA-256, so the table alone opens nothing. */
export const previewTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Preview links of pages (migration 017): only a token's SHA-256 is stored, so a copy of the
 * database opens no draft. A link works until it expires or its page's links are revoked.
 */
export function pagePreviewsRepository(db: Database) {
  return {
    async add(tokenHash: string, pageId: number, expiresAt: number) {
      await db
        .insertInto('page_previews')
        .values({ token_hash: tokenHash, page_id: pageId, expires_at: expiresAt })
        .execute();
    },

    /** Ends every link of the page at once (and drops expired ones of any page); how many. */
    async revoke(pageId: number, now = Date.now()): Promise<number> {
      const result = await db
        .deleteFrom('page_previews')
        .where('page_id', '=', pageId)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      await db.deleteFrom('page_previews').where('expires_at', '<=', now).execute();
      return Number(result.numDeletedRows);
    },

    /** The page a link shows, if the link exists and has not expired. */
    async pageOf(tokenHash: string, now = Date.now()): Promise<number | undefined> {
      const row = await db
        .selectFrom('page_previews')
        .select('page_id')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ? Number(row.page_id) : undefined;
    },
  };
}
