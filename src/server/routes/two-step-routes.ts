import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types';
import {
  confirmTwoStepSchema,
  turnOffTwoStepSchema,
  twoStepEnabledSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from '../../shared/two-step';
import { idParams } from '../../shared/resources/define';
import { HttpError, errorResponses, invalidField, notFound } from '../http-error';
import { verifyPassword } from '../auth/passwords';
import { loginThrottle } from '../auth/login-throttle';
import { tokenId } from '../auth/tokens';
import { usersRepository } from '../repositories/users';

const message = z.object({ message: z.string() });

/**
 * My account's two-step section (any signed-in user, for their own account; the setup routes stay
 * open while REQUIRE_TWO_STEP_FOR_ADMINS holds an admin back), and a superuser's reset.
 */
export default async function twoStepRoutes(app: AppInstance) {
  const users = usersRepository(app.db);
  const throttle = loginThrottle(app.db);
  const service = app.twoStep;
  const me = async (request: FastifyRequest) => (await request.currentUser())!;
  const own = { access: 'signedIn', duringTwoStepSetup: true, sessionOnly: true } as const;

  app.get(
    '/account/two-step',
    {
      config: own,
      schema: {
        tags: ['two-step'],
        summary: 'Whether two-step sign-in is on for me, and my unused recovery codes',
        response: { 200: twoStepStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = await me(request);
      return { ...(await service.status(user.id)), required: service.requiredFor(user) };
    },
  );

  app.post(
    '/account/two-step/setup',
    {
      config: own,
      schema: {
        tags: ['two-step'],
        summary: 'Start setup: a new secret, as text and as a QR code (not on until confirmed)',
        response: { 200: twoStepSetupSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const user = await me(request);
      if (await service.isOn(user.id))
        throw new HttpError(409, 'Two-step sign-in is already on. Turn it off first.');
      return service.beginSetup(user.id, user.username);
    },
  );

  app.post(
    '/account/two-step',
    {
      config: own,
      schema: {
        tags: ['two-step'],
        summary:
          'Confirm setup with one code and your password: turns it on, ends your other sessions and answers ten recovery codes, once',
        body: confirmTwoStepSchema,
        response: {
          200: twoStepEnabledSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      if (await service.isOn(user.id)) throw new HttpError(409, 'Two-step sign-in is already on');
      const row = await service.repo.find(user.id);
      if (!row) throw new HttpError(409, 'Start the setup first');
      // A stolen session must not turn it on (locking the owner out), nor guess the password.
      const account = await users.findById(user.id);
      const keys = throttle.accountKeys(user, request.ip);
      await throttle.begin(keys, reply);
      if (!account || !(await verifyPassword(account.password_hash, request.body.current_password)))
        throw new HttpError(422, 'Current password is not correct', {
          current_password: ['is not correct'],
        });
      await throttle.succeeded(keys);
      const codes = await service.confirmSetup(user.id, request.body.code, {
        keepSession: tokenId(request.sessionToken!),
      });
      if (!codes) throw invalidField('code', 'is not the current code from your authenticator app');
      return { message: 'Two-step sign-in is on', recovery_codes: codes };
    },
  );

  app.post(
    '/account/two-step/turn-off',
    {
      config: { access: 'signedIn', sessionOnly: true },
      schema: {
        tags: ['two-step'],
        summary: 'Turn two-step sign-in off, with a current code or the password',
        body: turnOffTwoStepSchema,
        response: { 200: message, ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      if (service.requiredFor(user))
        throw new HttpError(403, 'Two-step sign-in is required for admins');
      const row = await users.findById(user.id);
      if (!row || !(await service.isOn(user.id)))
        throw new HttpError(409, 'Two-step sign-in is not on');
      const keys = throttle.accountKeys(user, request.ip);
      // A stolen session must not become a way to guess the password or codes without limit.
      await throttle.begin(keys, reply);
      const { code, password } = request.body;
      if (code !== undefined) {
        const result = await service.check(user.id, code);
        if (!result.ok) throw invalidField('code', 'is not a current or unused code');
      } else if (!(await verifyPassword(row.password_hash, password!))) {
        throw invalidField('password', 'is not your password');
      }
      await throttle.succeeded(keys);
      await service.remove(user.id);
      return { message: 'Two-step sign-in is off' };
    },
  );

  app.delete(
    '/users/:id/two-step',
    {
      config: { access: 'superuser', sessionOnly: true },
      schema: {
        tags: ['two-step'],
        summary: "Reset a user's second step (they sign in with their password, then set it up)",
        params: idParams,
        response: {
          200: z.object({ message: z.string(), id: z.number().int() }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await users.findById(id))) throw notFound('User');
      await service.remove(id, (await request.currentUser())?.username);
      return { message: 'Two-step sign-in reset', id };
    },
  );
}
