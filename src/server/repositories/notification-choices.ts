import type { Database } from '../db/database';
import {
  NOTIFICATION_TYPES,
  type NotificationChoices,
  type NotificationType,
} from '../../shared/notifications';

const DEFAULTS: NotificationChoices = { email: [], low_stock: true };

const typesIn = (email: string): NotificationType[] =>
  NOTIFICATION_TYPES.filter((type) => email.split(',').includes(type));

/** Each person's choices about notifications (migration 026); no row is the defaults. */
export function notificationChoicesRepository(db: Database) {
  return {
    async get(userId: number): Promise<NotificationChoices> {
      const row = await db
        .selectFrom('notification_choices')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { email: typesIn(row.email), low_stock: row.low_stock === 1 } : DEFAULTS;
    },

    async put(userId: number, choices: NotificationChoices) {
      const values = {
        // In the order of NOTIFICATION_TYPES, each once, whatever order and repeats were sent.
        email: typesIn(choices.email.join(',')).join(','),
        low_stock: choices.low_stock ? 1 : 0,
      };
      await db
        .insertInto('notification_choices')
        .values({ user_id: userId, ...values })
        .onConflict((c) => c.column('user_id').doUpdateSet(values))
        .execute();
    },

    /** Of these people, those who want `type` by email, with their address and name. */
    async wantingMail(userIds: readonly number[], type: string) {
      if (!userIds.length) return [];
      const rows = await db
        .selectFrom('notification_choices')
        .innerJoin('users', 'users.id', 'notification_choices.user_id')
        .select(['users.id', 'users.username', 'users.email_address', 'notification_choices.email'])
        .where('users.id', 'in', userIds)
        .where('users.disabled', '=', 0)
        .where('notification_choices.email', '!=', '')
        .execute();
      return rows.filter((row) => row.email.split(',').includes(type));
    },
  };
}
