import type { AppInstance } from '../app-types';
import { notificationChoicesAnswer, notificationChoicesSchema } from '../../shared/notifications';
import { errorResponses } from '../http-error';
import { notificationChoicesRepository } from '../repositories/notification-choices';

/**
 * My account's notification choices (ADR 0030): which types also come by email, and whether an
 * admin hears of low stock. Staff only: nobody else is sent notifications.
 */
export default async function notificationChoiceRoutes(app: AppInstance) {
  const choices = notificationChoicesRepository(app.db);
  const tags = ['notifications'];
  const answer = async (userId: number) => ({
    ...(await choices.get(userId)),
    mail_configured: app.mail.configured,
  });

  app.get(
    '/account/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'getNotificationChoices',
        summary:
          'My choices: which notifications also come by email, and whether I hear of low stock',
        response: { 200: notificationChoicesAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => answer((await request.currentUser())!.id),
  );

  app.put(
    '/account/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'putNotificationChoices',
        summary: 'Saves my choices: {email: [types], low_stock: true|false}',
        body: notificationChoicesSchema,
        response: {
          200: notificationChoicesAnswer,
          ...errorResponses(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const userId = (await request.currentUser())!.id;
      await choices.put(userId, request.body);
      return answer(userId);
    },
  );
}
