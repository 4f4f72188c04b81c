import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { errorResponses } from '../http-error';
import { notificationsRepository } from '../repositories/notifications';
import { toNotification } from '../notifications/to-notification';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream lasts at most this long; the browser's EventSource then reconnects by itself, with
 * Last-Event-ID, so a session that ended or an account disabled meanwhile stops hearing soon.
 */
const STREAM_MS = 10 * 60 * 1000;

/**
 * GET /events: the signed-in person's unread count (`event: unread`), then each new notification
 * as a Server-Sent Event (`id` is the notification's id, so a reconnect with Last-Event-ID gets
 * what it missed). The stream hears of
 * news from the hub and reads it from the database, one read at a time.
 */
export default async function notificationStream(app: AppInstance) {
  const inbox = notificationsRepository(app.db);
  // One person's streams (tabs, windows) hear their news at once: they share each read.
  const inFlight = new Map<string, Promise<unknown>>();
  const shared = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read();
      inFlight.set(key, pending);
      const forget = () => void inFlight.delete(key);
      pending.then(forget, forget);
    }
    return pending;
  };

  app.get(
    '/events',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        operationId: 'streamNotifications',
        summary: 'My new notifications, live, as Server-Sent Events ({notification, unread})',
        headers: z.object({ 'last-event-id': z.string().optional() }),
        produces: ['text/event-stream'],
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const userId = (await request.currentUser())!.id;
      const asked = Number(request.headers['last-event-id']);
      let last = Number.isSafeInteger(asked) && asked >= 0 ? asked : await inbox.latestId(userId);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      // First how many are unread, so the bell needs no request of its own to show it.
      stream.write(
        `retry: 2000\nevent: unread\ndata: ${JSON.stringify({ unread: await inbox.unread(userId) })}\n\n`,
      );
      // One read at a time; news during a read asks for one more after it.
      let reading: Promise<void> | undefined;
      let again = false;
      const read = async () => {
        const rows = await shared(`since ${userId} ${last}`, () => inbox.since(userId, last));
        if (!rows.length) return;
        const unread = await shared(`unread ${userId}`, () => inbox.unread(userId));
        for (const row of rows) {
          last = row.id;
          const data = JSON.stringify({ notification: toNotification(row), unread });
          stream.write(`id: ${row.id}\nevent: notification\ndata: ${data}\n\n`);
        }
      };
      const news = () => {
        if (reading) return void (again = true);
        reading = read()
          .catch((error: unknown) => request.log.warn({ err: error }, 'Notification stream read'))
          .finally(() => {
            reading = undefined;
            if (!again) return;
            again = false;
            news();
          });
      };
      const unsubscribe = app.notifications.hub.subscribe(userId, news);
      const forget = app.notifications.keep(stream);
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      const expiry = setTimeout(() => stream.end(), STREAM_MS);
      stream.on('close', () => {
        unsubscribe();
        forget();
        clearInterval(heartbeat);
        clearTimeout(expiry);
      });
      // What was filed between the Last-Event-ID and now.
      news();
    },
  );
}
