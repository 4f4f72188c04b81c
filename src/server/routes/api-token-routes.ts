import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import {
  apiTokenBody,
  apiTokenListQuery,
  apiTokenSchema,
  createdApiTokenSchema,
  type ApiToken,
  type ApiTokenScope,
} from '../../shared/api-tokens';
import { HttpError, errorResponses, notFound } from '../http-error';
import { newApiTokenSecret, tokenId } from '../auth/tokens';
import { inTransaction } from '../db/database';
import { apiTokensRepository } from '../repositories/api-tokens';
import { appendAccountEvent } from '../repositories/history';
import { usersRepository } from '../repositories/users';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

type Listed = {
  id: number;
  name: string;
  scope: string;
  created_at: number;
  expires_at: number | null;
  last_used_at: number | null;
};
const toToken = (row: Listed): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope as ApiTokenScope,
  created_at: iso(row.created_at)!,
  expires_at: iso(row.expires_at),
  last_used_at: iso(row.last_used_at),
});

/**
 * Personal API tokens (ADR 0025): staff make, list and revoke their own on My account;
 * superusers list and revoke anyone's. Making and revoking need a signed-in session: a token
 * cannot make another token, nor revoke one.
 */
export default async function apiTokenRoutes(app: AppInstance) {
  const tokens = apiTokensRepository(app.db);
  const users = usersRepository(app.db);
  const tags = ['tokens'];

  app.get(
    '/tokens',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'listApiTokens',
        summary: 'Your API tokens, newest first (superusers: any account’s, with user_id)',
        querystring: apiTokenListQuery,
        response: { 200: z.array(apiTokenSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const me = (await request.currentUser())!;
      const userId = request.query.user_id ?? me.id;
      if (userId !== me.id) {
        if (!me.superuser) throw new HttpError(403, 'Only superusers may see others’ tokens');
        if (!(await users.findById(userId))) throw notFound('User');
      }
      return (await tokens.list(userId)).map(toToken);
    },
  );

  app.post(
    '/tokens',
    {
      config: { access: 'admin', sessionOnly: true },
      schema: {
        tags,
        operationId: 'createApiToken',
        summary: 'Make an API token: its secret is in this answer only, never again',
        body: apiTokenBody,
        response: { 201: createdApiTokenSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const me = (await request.currentUser())!;
      const { name, scope, expires_in_days } = request.body.token;
      const secret = newApiTokenSecret();
      const now = Date.now();
      // The token and its line in the account's history together; the name is all it keeps.
      const row = await inTransaction(app.db, async (trx) => {
        const made = await apiTokensRepository(trx).create({
          user_id: me.id,
          name,
          scope,
          // Only the hash is kept: the secret leaves in this answer and nowhere else.
          token_hash: tokenId(secret),
          created_at: now,
          expires_at: expires_in_days === null ? null : now + expires_in_days * DAY_MS,
        });
        const changes = [{ field: 'name', from: null, to: name }];
        await appendAccountEvent(trx, { action: 'api_token_created', userId: me.id, changes });
        return made;
      });
      return reply.status(201).send({ token: toToken(row), secret });
    },
  );

  app.delete(
    '/tokens/:id',
    {
      config: { access: 'admin', sessionOnly: true },
      schema: {
        tags,
        operationId: 'revokeApiToken',
        summary: 'Revoke an API token (superusers: anyone’s): it stops working at once',
        params: idParams,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const me = (await request.currentUser())!;
      // Another account's token is "not found" to anyone but a superuser.
      await inTransaction(app.db, async (trx) => {
        const { id } = request.params;
        const revoked = await apiTokensRepository(trx).revoke(id, me.superuser ? undefined : me.id);
        if (!revoked) throw notFound('Token');
        await appendAccountEvent(trx, {
          action: 'api_token_revoked',
          userId: revoked.user_id,
          actor: me.username,
          changes: [{ field: 'name', from: revoked.name, to: null }],
        });
      });
      return { message: 'Token revoked' };
    },
  );
}
