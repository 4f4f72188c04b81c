import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../db/database';
import { mailLinksRepository } from '../repositories/mail-links';
import { outboxRepository } from '../repositories/outbox';
import { waitlistRepository } from '../repositories/waitlist';
import { WAITLIST_UNCONFIRMED_DAYS } from '../../shared/mail';
import { newLinkToken } from './link-tokens';
import { waitlistConfirmMail } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An unconfirmed address is sent its confirmation at most once an hour, however often signed up. */
const QUIET_MS = 60 * 60 * 1000;

/**
 * A sign-up: the entry (unconfirmed) and its confirmation mail in one transaction. The mail holds
 * two links: one to confirm, one to leave the list (valid as long as the entry is there).
 */
export async function joinWaitlist(app: FastifyInstance, email: string, now = Date.now()) {
  const asked = await inTransaction(app.db, async (trx) => {
    const entry = await waitlistRepository(trx).join(email, now, QUIET_MS);
    if (!entry.ask) return false;
    const links = mailLinksRepository(trx);
    const confirm = newLinkToken();
    const leave = newLinkToken();
    const base = { user_id: null, waitlist_id: entry.id, email_address: null, created_at: now };
    await links.add({
      ...base,
      token_hash: confirm.hash,
      purpose: 'waitlist-confirm',
      expires_at: now + WAITLIST_UNCONFIRMED_DAYS * DAY_MS,
    });
    await links.add({
      ...base,
      token_hash: leave.hash,
      purpose: 'waitlist-leave',
      expires_at: null,
    });
    const tokens = { confirm: confirm.token, leave: leave.token };
    await outboxRepository(trx).add(
      [waitlistConfirmMail(app.mail.link, app.mail.origin(), email, tokens)],
      now,
    );
    return true;
  });
  if (asked) app.mail.wake();
}
