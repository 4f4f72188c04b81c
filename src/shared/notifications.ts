import { z } from 'zod';
import { idSchema } from './fields';

/**
 * Notifications (docs/product.md, "Notifications"): what the bell in the dashboard's header lists,
 * each linking to its record. Shared by the routes and the web app.
 */
export const NOTIFICATION_TYPES = [
  'mention',
  'assignment',
  'due_soon',
  'overdue',
  'low_stock',
  'enquiry',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  resource: z.string(),
  record_id: z.number(),
  text: z.string(),
  actor: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: a page of mine, newest first, and how many of all are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const NOTIFICATIONS_PAGE = 20;
export const notificationListQuery = z.object({
  /** Older than this id (the last of the previous page). */
  before: idSchema.optional(),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(NOTIFICATIONS_PAGE),
});

/** POST /notifications/read: some by id, or every one. */
export const markReadBody = z.union(
  [
    z.object({ ids: z.array(idSchema).min(1, 'names no notification').max(500) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: 'must be {ids: [...]} or {all: true}' },
);

/**
 * My account's choices (ADR 0030): which types also come by email (none by default), and whether
 * an admin hears of low stock at all (on by default).
 */
export const notificationChoicesSchema = z
  .object({
    email: z
      .array(
        z.enum(NOTIFICATION_TYPES, { error: `must be one of ${NOTIFICATION_TYPES.join(', ')}` }),
      )
      .max(NOTIFICATION_TYPES.length * 2),
    low_stock: z.boolean({ error: 'must be true or false' }),
  })
  .strict();
export type NotificationChoices = z.infer<typeof notificationChoicesSchema>;

/** GET /account/notifications: the choices, and whether this server sends mail at all. */
export const notificationChoicesAnswer = notificationChoicesSchema.extend({
  mail_configured: z.boolean(),
});
export type NotificationChoicesAnswer = z.infer<typeof notificationChoicesAnswer>;

/** How My account and the mails name each type. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  mention: 'Someone mentions me in a comment',
  assignment: 'A task is assigned to me',
  due_soon: 'A task of mine is due tomorrow',
  overdue: 'A task of mine is overdue',
  low_stock: 'An item or sticker runs low on stock',
  enquiry: 'A visitor sends an enquiry',
};
