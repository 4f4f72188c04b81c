import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { passwordChangeFields } from '../../shared/accounts';
import { HttpError, errorResponses } from '../http-error';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { loginThrottle } from '../auth/login-throttle';
import { tokenId } from '../auth/tokens';
import { usersRepository } from '../repositories/users';

/** My account (everyone signed in): the signed-in user's own password. */
export default async function accountRoutes(app: AppInstance) {
  const users = usersRepository(app.db);
  const throttle = loginThrottle(app.db);

  app.put(
    '/account/password',
    {
      config: { access: 'signedIn', sessionOnly: true },
      schema: {
        tags: ['account'],
        summary: 'Change your password with the current one; your other sessions end',
        body: passwordChangeFields,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const me = (await request.currentUser())!;
      const user = await users.findById(me.id);
      // A stolen session must not become a way to guess the password: the same budget as sign-in.
      const keys = throttle.accountKeys(me, request.ip);
      await throttle.begin(keys, reply);
      if (!user || !(await verifyPassword(user.password_hash, request.body.current_password)))
        throw new HttpError(422, 'Current password is not correct', {
          current_password: ['is not correct'],
        });
      await throttle.succeeded(keys);
      await users.changePassword(me.id, await hashPassword(request.body.new_password), {
        keepSession: tokenId(request.sessionToken!),
      });
      return { message: 'Password changed. Your other sessions have ended.' };
    },
  );
}
