import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerResponse } from 'node:http';
import { listenForChanges } from '../db/change-listener';
import type { Database, Dialect } from '../db/database';
import { liveHub, type LiveHub } from '../notifications/live-hub';
import { notificationsRepository } from '../repositories/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      hub: LiveHub;
      /** Tells every instance's streams that these people have news (after they were filed). */
      announce: (userIds: number[]) => Promise<void>;
      /** A live stream (GET /events) to end when the server stops. */
      keep: (stream: ServerResponse) => () => void;
    };
  }
}

const CHANNEL = 'notifications';
type Options = { db: Database; dialect: Dialect; databaseUrl: string };

/**
 * Live notifications (ADR 0029): on PostgreSQL every instance LISTENs, so a notification filed on
 * one reaches a stream held by another; on SQLite (one instance) the sender tells this process's
 * streams itself. The streams end when the server stops, so they cannot hold its stop.
 */
export default fp(async function notifications(app: FastifyInstance, options: Options) {
  const { db, dialect, databaseUrl } = options;
  const hub = liveHub();
  const streams = new Set<ServerResponse>();
  let announce = async (userIds: number[]) => hub.news(userIds);
  if (dialect === 'postgres') {
    const listener = listenForChanges(databaseUrl, {
      channel: CHANNEL,
      applicationName: 'app-notification-listener',
      onChange: (payload) => hub.news(payload.split(',').map(Number)),
      onListening: () => hub.everyone(),
      onLost: (err) => app.log.warn(`notification listener lost (${err?.message ?? 'closed'})`),
    });
    await listener.started;
    app.addHook('onClose', () => listener.close());
    const inbox = notificationsRepository(db);
    announce = async (userIds) => {
      if (userIds.length) await inbox.notify(CHANNEL, userIds.join(','));
    };
  }
  // Before the listener closes: the streams end first, so the drain does not wait on them.
  app.addHook('preClose', (done) => {
    for (const stream of streams) stream.end();
    done();
  });
  app.decorate('notifications', {
    hub,
    announce,
    keep: (stream: ServerResponse) => {
      streams.add(stream);
      return () => void streams.delete(stream);
    },
  });
});
