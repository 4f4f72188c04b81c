import type { Database } from '../db/database';
import type { NewRow, Row } from '../db/tables';

export type ApiTokenRow = Row<'api_tokens'>;
type TokenFields = Omit<ApiTokenRow, 'token_hash' | 'user_id'>;

// last_used_at is written at most this often per token: a write per request would cost every read.
export const TOUCH_AFTER_MS = 60 * 1000;

const LISTED = ['id', 'name', 'scope', 'created_at', 'expires_at', 'last_used_at'] as const;

/** Personal API tokens (migration 020), by their secret's hash; never the secret itself. */
export function apiTokensRepository(db: Database) {
  return {
    async create(row: Omit<NewRow<'api_tokens'>, 'id' | 'last_used_at'>): Promise<TokenFields> {
      return db.insertInto('api_tokens').values(row).returning(LISTED).executeTakeFirstOrThrow();
    },

    /** An account's tokens, newest first, expired ones too (the list says so). */
    list: (userId: number): Promise<TokenFields[]> =>
      db
        .selectFrom('api_tokens')
        .select(LISTED)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /**
     * The live token behind a hash, with its owner: undefined when it is unknown (or revoked),
     * expired, or its account is disabled. Marks it used, at most once a minute.
     */
    async use(hash: string, now = Date.now()) {
      const row = await db
        .selectFrom('api_tokens')
        .innerJoin('users', 'users.id', 'api_tokens.user_id')
        .selectAll('users')
        .select([
          'api_tokens.id as token_id',
          'api_tokens.scope as token_scope',
          'api_tokens.expires_at as token_expires_at',
          'api_tokens.last_used_at as token_last_used_at',
        ])
        .where('api_tokens.token_hash', '=', hash)
        .where('users.disabled', '=', 0)
        .executeTakeFirst();
      if (!row) return undefined;
      const { token_id, token_scope, token_expires_at, token_last_used_at, ...user } = row;
      if (token_expires_at !== null && Number(token_expires_at) <= now) return undefined;
      if (token_last_used_at === null || now - Number(token_last_used_at) >= TOUCH_AFTER_MS) {
        await db
          .updateTable('api_tokens')
          .set({ last_used_at: now })
          .where('id', '=', token_id)
          .execute();
      }
      return { user, token: { id: token_id, scope: token_scope } };
    },

    /**
     * Revokes (deletes) a token; `userId` limits it to that account's. Its owner and name, or
     * undefined when there is no such token.
     */
    async revoke(id: number, userId?: number) {
      let query = db.deleteFrom('api_tokens').where('id', '=', id);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      return query.returning(['user_id', 'name']).executeTakeFirst();
    },
  };
}
