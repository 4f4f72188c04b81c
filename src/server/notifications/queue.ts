import type { Database } from '../db/database';
import { outboxRepository, type NotificationToFile } from '../repositories/outbox';
import { usersRepository } from '../repositories/users';

let queued = false;
/**
 * Whether notifications were queued since the last ask: the outbox plugin asks after each answer
 * (sent after its write committed) and wakes the sender, so the bell hears within the moment
 * rather than at the sender's next second.
 */
export function takeQueued(): boolean {
  const was = queued;
  queued = false;
  return was;
}

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
  if (!some.length) return;
  await outboxRepository(db).addNotifications(some, now);
  queued = true;
}

/** The id of the account a write was made by (its stamps' username): never told of its own act. */
export async function actorId(db: Database, username: string | null) {
  return username ? (await usersRepository(db).findByLogin('username', username))?.id : undefined;
}
