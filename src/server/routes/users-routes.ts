import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams, listQuery } from '../../shared/resources/define';
import {
  clientLinkFields,
  createdUserSchema,
  disabledFields,
  newUserFields,
  passwordResetFields,
  roleFields,
  userAccountSchema,
  type Role,
  type UserAccount,
} from '../../shared/accounts';
import { HttpError, errorResponses, invalidField, notFound } from '../http-error';
import { generatePassword, hashPassword } from '../auth/passwords';
import { tokenId } from '../auth/tokens';
import { accountsRepository, type AccountRow, type Refusal } from '../repositories/accounts';
import { usersRepository } from '../repositories/users';
import { recordEtag } from '../resource-engine/preconditions';
import {
  ifMatchHeaders,
  refusal,
  staleVersionSchema,
  writeContext,
} from '../resource-engine/record-answers';
import { stampsOf } from '../resource-engine/record-stamps';
import type { FastifyReply, FastifyRequest } from 'fastify';

const roleOf = (row: { admin: number; superuser: number }): Role =>
  row.superuser === 1 ? 'superuser' : row.admin === 1 ? 'admin' : 'ordinary';

/** A row as the API shows it: never the password hash (the query does not even select it). */
export const toAccount = (row: AccountRow): UserAccount => ({
  id: row.id,
  username: row.username,
  email_address: row.email_address,
  role: roleOf(row),
  disabled: row.disabled === 1,
  client:
    row.client_id !== null && row.organization_name !== null
      ? { id: row.client_id, organization_name: row.organization_name }
      : null,
  created_at: new Date(Number(row.created_at)).toISOString(),
  updated_at: new Date(Number(row.updated_at)).toISOString(),
  updated_by: row.updated_by,
});

const LAST_SUPERUSER =
  'At least one superuser must stay enabled. Make another account a superuser first.';

/** The superuser route group (product.md §6): accounts, their roles, passwords and client links. */
export default async function usersRoutes(app: AppInstance) {
  const accounts = accountsRepository(app.db);
  const users = usersRepository(app.db);
  const config = { access: 'superuser' as const };
  const tags = ['users'];

  async function found(id: number) {
    const row = await accounts.find(id);
    if (!row) throw notFound('User');
    return { entity: toAccount(row), version: Number(row.version) };
  }
  const shown = async (id: number) => (await found(id)).entity;
  /** The account as it is now, with the ETag of its version (ADR 0014). */
  async function answer(reply: FastifyReply, id: number) {
    const record = await found(id);
    reply.header('ETag', recordEtag(record.version, JSON.stringify(record.entity)));
    return record.entity;
  }
  /** Who changes the account, and the versions their If-Match allows. */
  async function accountWrite(request: FastifyRequest) {
    const { actor, expected } = await writeContext(request);
    return { expected, stamps: stampsOf({ actor }) };
  }
  async function refused(id: number, why: Refusal | 'ordinary-only' | 'linked' | null) {
    if (why === 'not-found') throw notFound('User');
    if (why === 'last-superuser') throw new HttpError(409, LAST_SUPERUSER);
    if (why === 'stale') throw await refusal('stale', 'User', () => found(id), userAccountSchema);
  }
  const stale = { 412: staleVersionSchema(userAccountSchema) };

  app.get(
    '/users',
    {
      config,
      schema: {
        tags,
        summary: 'Accounts by username, searched by username or email address',
        querystring: listQuery,
        response: { 200: z.array(userAccountSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await accounts.list(request.query);
      reply.header('X-Total-Count', String(total));
      return rows.map(toAccount);
    },
  );

  app.get(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        response: { 200: userAccountSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => answer(reply, request.params.id),
  );

  app.post(
    '/users',
    {
      // An account with a role: a signed-in superuser's act, not an API token's (ADR 0025).
      config: { ...config, sessionOnly: true },
      schema: {
        tags,
        summary: 'Create an account; without a password one is generated and answered once',
        body: newUserFields,
        response: { 201: createdUserSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { username, email_address, role } = request.body;
      const taken: Record<string, string[]> = {};
      if (await users.findByLogin('username', username)) taken.username = ['is already taken'];
      if (await users.findByLogin('email_address', email_address))
        taken.email_address = ['is already registered'];
      if (Object.keys(taken).length) throw new HttpError(422, 'That account already exists', taken);
      const generated = request.body.password ? undefined : generatePassword();
      const created = await users.create(
        {
          username,
          email_address,
          password_hash: await hashPassword(request.body.password || generated!),
          admin: role !== 'ordinary',
          superuser: role === 'superuser',
        },
        (await request.currentUser())?.username,
      );
      const user = await shown(created.id);
      return reply.status(201).send(generated ? { user, password: generated } : { user });
    },
  );

  app.put(
    '/users/:id/role',
    {
      config: { ...config, sessionOnly: true },
      schema: {
        tags,
        summary: 'Change the role; the last enabled superuser cannot be demoted (409)',
        params: idParams,
        headers: ifMatchHeaders,
        body: roleFields,
        response: {
          200: userAccountSchema,
          ...errorResponses(400, 401, 403, 404, 409, 415, 422),
          ...stale,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const write = await accountWrite(request);
      await refused(id, await accounts.setRole(id, request.body.role, write));
      return answer(reply, id);
    },
  );

  app.put(
    '/users/:id/disabled',
    {
      config,
      schema: {
        tags,
        summary: 'Disable (ending its sessions at once) or enable an account',
        params: idParams,
        headers: ifMatchHeaders,
        body: disabledFields,
        response: {
          200: userAccountSchema,
          ...errorResponses(400, 401, 403, 404, 409, 415, 422),
          ...stale,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const me = await request.currentUser();
      if (request.body.disabled && me?.id === id)
        throw new HttpError(409, 'You cannot disable your own account.');
      const write = await accountWrite(request);
      await refused(id, await accounts.setDisabled(id, request.body.disabled, write));
      return answer(reply, id);
    },
  );

  app.post(
    '/users/:id/password',
    {
      config: { ...config, sessionOnly: true },
      schema: {
        tags,
        summary:
          "Reset a password (given, or generated and answered once); ends the user's sessions",
        params: idParams,
        body: passwordResetFields,
        response: { 200: createdUserSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = await shown(id);
      const password = request.body.password ?? generatePassword();
      const me = await request.currentUser();
      // A superuser resetting their own password stays signed in here, as on My account.
      const keepSession =
        me?.id === id && request.sessionToken ? tokenId(request.sessionToken) : undefined;
      await users.changePassword(id, await hashPassword(password), {
        keepSession,
        actor: me?.username ?? null,
      });
      return request.body.generate ? { user, password } : { user };
    },
  );

  app.put(
    '/users/:id/client',
    {
      config,
      schema: {
        tags,
        summary: 'Link an ordinary account to a client (its "My projects"), or unlink it (null)',
        params: idParams,
        headers: ifMatchHeaders,
        body: clientLinkFields,
        response: {
          200: userAccountSchema,
          ...errorResponses(400, 401, 403, 404, 415, 422),
          ...stale,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { client_id } = request.body;
      if (client_id !== null && !(await accounts.clientExists(client_id)))
        throw invalidField('client_id', 'is not a client');
      const linked = await accounts.linkClient(id, client_id, await accountWrite(request));
      if (linked === 'ordinary-only')
        throw invalidField('client_id', 'can be set on ordinary accounts only');
      await refused(id, linked);
      return answer(reply, id);
    },
  );
}
