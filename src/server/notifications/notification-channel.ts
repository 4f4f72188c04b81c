import { type Database, inTransaction } from '../db/database';
import type { NotificationToFile, OutboxRow } from '../repositories/outbox';
import { outboxRepository } from '../repositories/outbox';
import { notificationsRepository, type NotificationRow } from '../repositories/notifications';
import { notificationChoicesRepository } from '../repositories/notification-choices';
import { notificationMail } from '../mail/messages';
import { RECORD_SCREENS } from '../../shared/record-screens';
import type { NotificationType } from '../../shared/notifications';

type Options = {
  announce: (userIds: number[]) => Promise<void>;
  /**
   * With SMTP configured: where the mails' links point. The sender's run that filed them goes on
   * to send them (it sends until nothing is due).
   */
  mail?: { origin: () => string };
};

/**
 * The outbox's notification channel: files each row's notification in the inbox of each person it
 * names (once per row and person, even if the row is sent again after a crash), queues a mail for
 * those who chose this type by email (ADR 0030), in the same transaction and so as often: once;
 * then says who has news (`announce`: NOTIFY on PostgreSQL, this process's streams on SQLite).
 */
export function notificationChannel(db: Database, { announce, mail }: Options) {
  /** The notifications just filed (not those filed before) that their owners want by mail too. */
  async function mailsFor(trx: Database, filed: readonly NotificationRow[], origin: string) {
    const byType = new Map<string, NotificationRow[]>();
    for (const n of filed) byType.set(n.type, [...(byType.get(n.type) ?? []), n]);
    const mails = [];
    for (const [type, notes] of byType) {
      const wanting = await notificationChoicesRepository(trx).wantingMail(
        [...new Set(notes.map((n) => n.user_id))],
        type,
      );
      const to = new Map(wanting.map((w) => [w.id, w]));
      for (const n of notes) {
        const person = to.get(n.user_id);
        if (!person) continue;
        const path = RECORD_SCREENS[n.resource]?.(n.record_id) ?? null;
        const what = { type: type as NotificationType, text: n.text, path };
        mails.push(
          notificationMail(
            origin,
            { email: person.email_address, username: person.username },
            what,
          ),
        );
      }
    }
    if (mails.length) await outboxRepository(trx).add(mails);
  }

  async function sendAll(rows: readonly OutboxRow[]) {
    const toFile = rows.flatMap((row) => {
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
    await inTransaction(db, async (trx) => {
      const filed = await notificationsRepository(trx).file(toFile);
      if (mail) await mailsFor(trx, filed, mail.origin());
    });
    await announce([...new Set(toFile.map((f) => f.user_id))]);
  }
  return { sendAll };
}
