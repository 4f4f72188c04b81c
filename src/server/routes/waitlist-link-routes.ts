import type { AppInstance } from '../app-types';
import { WAITLIST_CONFIRMED, WAITLIST_LEFT } from '../../shared/waitlist';
import { messageSchema } from '../../shared/mail';
import { errorResponses } from '../http-error';
import { inTransaction } from '../db/database';
import { mailLinksRepository, type MailLinkPurpose } from '../repositories/mail-links';
import { waitlistRepository } from '../repositories/waitlist';
import { deadLink, tokenHashOf, tokenParams } from '../mail/dead-link';

/** The two links of a waitlist mail: confirm the address, or leave the list. */
export default async function waitlistLinkRoutes(app: AppInstance) {
  const tags = ['waitlist'];

  /** The waitlist entry a link names; a link whose entry is gone is a dead one. */
  async function entryOf(token: string, purpose: MailLinkPurpose) {
    const link = await mailLinksRepository(app.db).find(tokenHashOf(token), purpose, Date.now());
    if (typeof link === 'string') throw deadLink(link);
    return link.waitlist_id!;
  }

  app.post(
    '/waitlist/confirm/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'confirmWaitlistAddress',
        summary: "Confirm a waitlist address with its mail's link: only then does it count",
        params: tokenParams,
        response: { 200: messageSchema, ...errorResponses(403, 404, 410) },
      },
    },
    async (request) => {
      const id = await entryOf(request.params.token, 'waitlist-confirm');
      await waitlistRepository(app.db).confirm(id, Date.now());
      return { message: WAITLIST_CONFIRMED };
    },
  );

  // A mail program's one-click unsubscribe (RFC 8058) posts "List-Unsubscribe=One-Click" as a form.
  await app.register(async (plain) => {
    const scope = plain as AppInstance;
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post(
      '/waitlist/leave/:token',
      {
        config: { access: 'public', xsrfExempt: true },
        schema: {
          tags,
          operationId: 'leaveWaitlist',
          summary:
            'Leave the waitlist with the link of any of its mails (also the one-click unsubscribe of mail programs)',
          params: tokenParams,
          response: { 200: messageSchema, ...errorResponses(404, 410, 415) },
        },
      },
      async (request) => {
        const id = await entryOf(request.params.token, 'waitlist-leave');
        // Removed for good, as when an admin removes it; the history keeps no address.
        await inTransaction(app.db, (trx) => waitlistRepository(trx).remove(id, null));
        return { message: WAITLIST_LEFT };
      },
    );
  });
}
