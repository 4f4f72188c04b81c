import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { registrationFields } from '../../shared/registration';
import { sessionResponseSchema } from '../../shared/session';
import { HttpError, errorResponses } from '../http-error';
import { hashPassword } from '../auth/passwords';
import { addressLimit } from '../auth/address-limit';
import { toSessionUser, usersRepository } from '../repositories/users';

/** Self-service accounts, ordinary (non-admin) only, and only when ALLOW_REGISTRATION is on. */
export default async function registrationRoutes(app: AppInstance) {
  const users = usersRepository(app.db);
  const limit = addressLimit(app.db, {
    name: 'register',
    max: 10,
    windowMs: 60 * 60 * 1000,
    message: 'Too many accounts from this address. Try again later.',
  });

  app.get(
    '/registration',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Whether /register is open',
        response: { 200: z.object({ open: z.boolean() }) },
      },
    },
    async () => ({ open: app.config.ALLOW_REGISTRATION }),
  );

  app.post(
    '/registration',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Create an ordinary account and sign in',
        body: registrationFields,
        response: { 201: sessionResponseSchema, ...errorResponses(400, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      if (!app.config.ALLOW_REGISTRATION)
        throw new HttpError(403, 'Accounts are created by an administrator.');
      await limit(request, reply);
      const { username, email_address, password } = request.body;
      const taken: Record<string, string[]> = {};
      if (await users.findByLogin('username', username)) taken.username = ['is already taken'];
      if (await users.findByLogin('email_address', email_address))
        taken.email_address = ['is already registered'];
      if (Object.keys(taken).length) throw new HttpError(422, 'That account already exists', taken);
      // Made by no one but its own user.
      const user = await users.create(
        {
          username,
          email_address,
          password_hash: await hashPassword(password),
          admin: false,
          superuser: false,
        },
        username,
      );
      await reply.startSession(user.id);
      const sessionUser = toSessionUser(user);
      return reply.status(201).send({
        message: 'Account created',
        active: true,
        admin: false,
        superuser: false,
        user: sessionUser,
      });
    },
  );
}
