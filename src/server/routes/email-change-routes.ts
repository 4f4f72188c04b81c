import type { AppInstance } from '../app-types';
import { EMAIL_CHANGE_HOURS, emailChangeFields, messageSchema } from '../../shared/mail';
import { HttpError, errorResponses, invalidField } from '../http-error';
import { inTransaction } from '../db/database';
import { verifyPassword } from '../auth/passwords';
import { loginThrottle } from '../auth/login-throttle';
import { mailLinksRepository } from '../repositories/mail-links';
import { outboxRepository } from '../repositories/outbox';
import { usersRepository } from '../repositories/users';
import { deadLink, tokenHashOf, tokenParams } from '../mail/dead-link';
import { newLinkToken } from '../mail/link-tokens';
import { emailChangeMail, emailChangeNotice } from '../mail/messages';

const TAKEN = 'That address belongs to another account now.';

/** My account's email address: changed when the link mailed to the new address is followed. */
export default async function emailChangeRoutes(app: AppInstance) {
  const users = usersRepository(app.db);
  const throttle = loginThrottle(app.db);

  app.put(
    '/account/email',
    {
      config: { access: 'signedIn', sessionOnly: true },
      schema: {
        tags: ['account'],
        operationId: 'changeAccountEmail',
        summary:
          'Change your email address: a link goes to the new one (the change happens when it is followed), a notice to the old',
        body: emailChangeFields,
        response: { 202: messageSchema, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const me = (await request.currentUser())!;
      const user = (await users.findById(me.id))!;
      // A stolen session must not become a way to guess the password: the sign-in's budget.
      const keys = throttle.accountKeys(me, request.ip);
      await throttle.begin(keys, reply);
      if (!(await verifyPassword(user.password_hash, request.body.current_password)))
        throw invalidField('current_password', 'is not correct');
      await throttle.succeeded(keys);
      const { email_address } = request.body;
      const other = await users.findByLogin('email_address', email_address);
      if (other?.id === user.id) throw invalidField('email_address', 'is your address already');
      if (other) throw invalidField('email_address', 'is already registered');
      const now = Date.now();
      const { token, hash } = newLinkToken();
      await inTransaction(app.db, async (trx) => {
        await mailLinksRepository(trx).add({
          token_hash: hash,
          purpose: 'email-change',
          user_id: user.id,
          waitlist_id: null,
          email_address,
          created_at: now,
          expires_at: now + EMAIL_CHANGE_HOURS * 60 * 60 * 1000,
        });
        await outboxRepository(trx).add(
          [
            emailChangeMail(app.mail.link, email_address, user.username, token),
            emailChangeNotice(user.email_address, user.username, email_address),
          ],
          now,
        );
      });
      app.mail.wake();
      const message = `We sent a link to ${email_address}. Your address changes when you follow it.`;
      return reply.status(202).send({ message });
    },
  );

  app.post(
    '/email-changes/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        operationId: 'confirmEmailChange',
        summary: 'Confirm a new email address with the link mailed to it',
        params: tokenParams,
        response: { 200: messageSchema, ...errorResponses(403, 404, 409, 410) },
      },
    },
    async (request) => {
      const hash = tokenHashOf(request.params.token);
      const now = Date.now();
      const outcome = await inTransaction(app.db, async (trx) => {
        const links = mailLinksRepository(trx);
        const link = await links.find(hash, 'email-change', now);
        if (typeof link === 'string') return link;
        const address = link.email_address!;
        const other = await usersRepository(trx).findByLogin('email_address', address);
        if (other && other.id !== link.user_id) throw new HttpError(409, TAKEN);
        if (!(await links.use(hash, now))) return 'used' as const;
        if (!(await usersRepository(trx).changeEmail(link.user_id!, address, now)))
          return 'unknown' as const;
        return address;
      });
      if (outcome === 'unknown' || outcome === 'used' || outcome === 'expired')
        throw deadLink(outcome);
      return { message: `Your email address is now ${outcome}.` };
    },
  );
}
