import type { Database } from '../db/database';
import { WAITLIST_UNCONFIRMED_DAYS } from '../../shared/mail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent mails stay on the outbox screen this long. */
const SENT_KEPT_DAYS = 30;

/**
 * What mail leaves behind, cleared: links used or expired over a day ago, sent mails after 30
 * days, and waitlist sign-ups nobody confirmed within WAITLIST_UNCONFIRMED_DAYS of being asked
 * (an address listed before mail existed was never asked, so it stays).
 */
export async function purgeMailRecords(db: Database, now: number) {
  const dayAgo = now - DAY_MS;
  const links = await db
    .deleteFrom('mail_links')
    .where((e) => e.or([e('used_at', '<', dayAgo), e('expires_at', '<', dayAgo)]))
    .executeTakeFirst();
  const sent = await db
    .deleteFrom('outbox')
    .where('state', '=', 'sent')
    .where('sent_at', '<', now - SENT_KEPT_DAYS * DAY_MS)
    .executeTakeFirst();
  const waitlist = await db
    .deleteFrom('waitlist_entries')
    .where('confirmed_at', 'is', null)
    .where('asked_at', '<', now - WAITLIST_UNCONFIRMED_DAYS * DAY_MS)
    .executeTakeFirst();
  return {
    links: Number(links.numDeletedRows),
    sent: Number(sent.numDeletedRows),
    waitlist: Number(waitlist.numDeletedRows),
  };
}
