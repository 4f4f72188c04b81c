import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../background/every';
import type { Database } from '../db/database';
import { outboxSender } from '../mail/outbox-sender';
import { smtpTransport, type MailTransport } from '../mail/transport';
import { linkOrigin } from '../mail/link-origin';
import { linksFrom, type LinkTo } from '../mail/messages';
import { purgeMailRecords } from '../repositories/mail-purge';
import { SITE_NAME } from '../../shared/site';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** false: no SMTP_URL, so mails wait in the outbox. */
      configured: boolean;
      /** Links to the web app's mail pages, on linkOrigin. */
      link: LinkTo;
      origin: () => string;
      /** Something was just added to the outbox: send it now rather than at the next second. */
      wake: () => void;
    };
  }
}

/** How often a sender looks for due mail written by another instance, or due again. */
export const SEND_EVERY_MS = 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

type Options = { db: Database };

/** The sender From: MAIL_FROM, or the site's name at its own host. */
function sender(app: FastifyInstance): string {
  if (app.config.MAIL_FROM) return app.config.MAIL_FROM;
  return `${SITE_NAME} <no-reply@${new URL(linkOrigin(app)).hostname}>`;
}

/**
 * Mail (ADR 0024): with SMTP_URL, a sender delivers the outbox, each second and whenever a
 * request has just added to it; without, mails wait there for a superuser to see. Each hour, what
 * mail left behind is cleared (purge.ts).
 */
export default fp(async function mailOutbox(app: FastifyInstance, { db }: Options) {
  const smtp = app.config.SMTP_URL;
  let wake = () => {};
  app.decorate('mail', {
    configured: Boolean(smtp),
    link: (page, token) => linksFrom(linkOrigin(app))(page, token),
    origin: () => linkOrigin(app),
    wake: () => wake(),
  });
  if (smtp) {
    // Built at the first send: From and the Message-ID's host need the address the server took.
    let mailer: ReturnType<typeof outboxSender> | undefined;
    let using: MailTransport | undefined;
    const send = async () => {
      using ??= smtpTransport(smtp, sender(app));
      mailer ??= outboxSender({
        db,
        transport: using,
        log: app.log,
        host: new URL(linkOrigin(app)).hostname,
      });
      await mailer.run();
    };
    // One run at a time in this instance, whether the timer or a request started it.
    let running: Promise<void> | undefined;
    const run = () => (running ??= send().finally(() => (running = undefined)));
    wake = () => {
      run().catch((error: unknown) => app.log.warn({ err: error }, 'Sending mail failed'));
    };
    every(app, SEND_EVERY_MS, run, {
      failure: 'Sending mail failed',
      onStop: async () => {
        await running?.catch(() => {});
        using?.close();
      },
    });
  }
  every(
    app,
    PURGE_EVERY_MS,
    async () => {
      const purged = await purgeMailRecords(db, Date.now());
      if (purged.waitlist) app.log.info(purged, 'Removed unconfirmed waitlist sign-ups');
    },
    { failure: 'Clearing old mail records failed' },
  );
});
