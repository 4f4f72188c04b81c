import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../background/every';
import type { Database } from '../db/database';
import { outboxSender } from '../outbox/sender';
import { requestPressure } from '../outbox/request-pressure';
import { smtpTransport, type MailTransport } from '../mail/transport';
import { linkOrigin } from '../mail/link-origin';
import { linksFrom, type LinkTo } from '../mail/messages';
import { purgeMailRecords } from '../repositories/mail-purge';
import { webhookChannel } from '../webhooks/webhook-channel';
import { notificationChannel } from '../notifications/notification-channel';
import { takeQueued } from '../notifications/queue';
import { closeDeliveryConnections } from '../webhooks/http-delivery';
import { SITE_NAME } from '../../shared/site';
import { secretBox } from '../two-step/crypto';

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
    /** Seals and opens webhooks' signing secrets (under the session secret, as two-step's). */
    webhookSecrets: ReturnType<typeof secretBox>;
  }
}

/** How often a sender looks for what another instance wrote, or what is due again. */
export const SEND_EVERY_MS = 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

type Options = { db: Database; sessionSecret: string };

/** The sender From: MAIL_FROM, or the site's name at its own host. */
function sender(app: FastifyInstance): string {
  if (app.config.MAIL_FROM) return app.config.MAIL_FROM;
  return `${SITE_NAME} <no-reply@${new URL(linkOrigin(app)).hostname}>`;
}

/**
 * The outbox (ADR 0024): one sender per instance files notifications, delivers webhooks, and mail
 * when SMTP_URL is set (without it, mails wait there for a superuser to see), each second and
 * whenever a request has just added to it. Each hour, what mail left behind is cleared (mail-purge.ts).
 */
export default fp(async function outbox(app: FastifyInstance, { db, sessionSecret }: Options) {
  const smtp = app.config.SMTP_URL;
  // Built at the first send: From and the Message-ID's host need the address the server took.
  let transport: MailTransport | undefined;
  let send: ReturnType<typeof outboxSender> | undefined;
  // Deliveries yield to a burst of requests (ADR 0040): counted as each answer is sent.
  const pressure = requestPressure();
  const sendAll = async () => {
    transport ??= smtp ? smtpTransport(smtp, sender(app)) : undefined;
    send ??= outboxSender({
      db,
      log: app.log,
      host: new URL(linkOrigin(app)).hostname,
      mail: transport,
      webhook: webhookChannel({
        db,
        sessionSecret,
        allowPrivate: app.config.WEBHOOK_ALLOW_PRIVATE,
        dashboardUrl: () => `${linkOrigin(app)}/dashboard/webhooks`,
      }),
      notification: notificationChannel(db, {
        announce: app.notifications.announce,
        ...(smtp && { mail: { origin: () => linkOrigin(app) } }),
      }),
      busy: pressure.busy,
    });
    await send.run();
  };
  // One run at a time in this instance, whether the timer or a request started it.
  let running: Promise<void> | undefined;
  const run = () => (running ??= sendAll().finally(() => (running = undefined)));
  app.decorate('webhookSecrets', secretBox(sessionSecret));
  app.decorate('mail', {
    configured: Boolean(smtp),
    link: (page, token) => linksFrom(linkOrigin(app))(page, token),
    origin: () => linkOrigin(app),
    wake: () => {
      run().catch((error: unknown) => app.log.warn({ err: error }, 'Sending failed'));
    },
  });
  // A write that queued notifications has committed once its answer is sent: file them now.
  app.addHook('onResponse', async () => {
    pressure.answered();
    if (takeQueued()) app.mail.wake();
  });
  every(app, SEND_EVERY_MS, run, {
    failure: 'Sending from the outbox failed',
    onStop: async () => {
      await running?.catch(() => {});
      transport?.close();
      closeDeliveryConnections();
    },
  });
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
