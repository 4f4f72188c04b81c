import type { Notification, NotificationType } from '../../shared/notifications';
import type { NotificationRow } from '../repositories/notifications';

/** A notification as the API shows it. */
export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type as NotificationType,
  resource: row.resource,
  record_id: row.record_id,
  text: row.text,
  actor: row.actor,
  created_at: new Date(Number(row.created_at)).toISOString(),
  read: row.read_at !== null,
});
