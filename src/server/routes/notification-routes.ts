import { z } from 'zod';
import type { AppInstance } from '../app-types';
import {
  markReadBody,
  notificationListQuery,
  notificationListSchema,
} from '../../shared/notifications';
import { errorResponses } from '../http-error';
import { notificationsRepository } from '../repositories/notifications';
import { toNotification } from '../notifications/to-notification';
import notificationStream from './notification-stream';

/** The bell (docs/product.md, "Notifications"): mine, newest first; read; and live (/events). */
export default async function notificationRoutes(app: AppInstance) {
  const inbox = notificationsRepository(app.db);
  const tags = ['notifications'];
  const me = async (request: { currentUser: () => Promise<{ id: number } | null> }) =>
    (await request.currentUser())!.id;

  app.get(
    '/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        operationId: 'listNotifications',
        summary: 'My notifications, newest first, with how many are unread',
        querystring: notificationListQuery,
        response: { 200: notificationListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const userId = await me(request);
      const { before, limit } = request.query;
      const [rows, unread] = [await inbox.page(userId, limit, before), await inbox.unread(userId)];
      return { items: rows.map(toNotification), unread };
    },
  );

  app.post(
    '/notifications/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        operationId: 'markNotificationsRead',
        summary: 'Marks some of my notifications ({ids}) or all of them ({all: true}) as read',
        body: markReadBody,
        response: {
          200: z.object({ unread: z.number() }),
          ...errorResponses(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const userId = await me(request);
      const body = request.body;
      await inbox.markRead(userId, 'all' in body ? 'all' : body.ids, Date.now());
      return { unread: await inbox.unread(userId) };
    },
  );

  await app.register(notificationStream);
}
