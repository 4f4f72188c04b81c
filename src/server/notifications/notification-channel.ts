import type { Database } from '../db/database';
import type { NotificationToFile, OutboxRow } from '../repositories/outbox';
import { notificationsRepository } from '../repositories/notifications';

/**
 * The outbox's notification channel: files each row's notification in the inbox of each person it
 * names (once per row and person, even if the row is sent again after a crash), then says who has
 * news (`announce`: NOTIFY on PostgreSQL, this process's streams on SQLite).
 */
export function notificationChannel(db: Database, announce: (userIds: number[]) => Promise<void>) {
  const inbox = notificationsRepository(db);
  async function sendAll(rows: readonly OutboxRow[]) {
    const filed = rows.flatMap((row) => {
      const n = JSON.parse(row.payload) as NotificationToFile;
      return n.userIds.map((userId) => ({
        user_id: userId,
        type: n.type,
        resource: n.resource,
        record_id: n.recordId,
        text: n.text,
        actor: n.actor,
        outbox_id: row.id,
        created_at: Number(row.created_at),
        read_at: null,
      }));
    });
    await inbox.file(filed);
    await announce([...new Set(filed.map((f) => f.user_id))]);
  }
  return { sendAll };
}
