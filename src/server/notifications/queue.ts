import type { Database } from '../db/database';
import { outboxRepository, type NotificationToFile } from '../repositories/outbox';

/**
 * Writes notifications to the outbox in the caller's transaction (the write's own), as mail and
 * webhooks are (ADR 0024): one exists exactly when its cause committed, and the sender files it
 * in each person's inbox once, on whichever instance takes it.
 */
export async function queueNotifications(
  db: Database,
  now: number,
  notifications: readonly NotificationToFile[],
) {
  const some = notifications.filter((n) => n.userIds.length > 0);
  if (some.length) await outboxRepository(db).addNotifications(some, now);
}
