import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listenForChanges } from '../db/change-listener';
import { type Database, type Dialect, sqliteChanges } from '../db/database';
import { tableVersionsOn } from '../repositories/table-versions';
import { localVersions } from './local-versions';
import { postgresVersions } from './postgres-versions';
import { type ResponseStore, responseStore } from './response-store';
import type { VersionSource, Versions } from './versions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialized read answers, checked against table versions (docs/decisions/0011). */
    responses: ResponseStore;
  }
  interface FastifyRequest {
    /** The table versions this request may trust, read once; undefined: bypass every cache. */
    tableVersions(): Promise<Versions | undefined>;
  }
}

type Options = { db: Database; dialect: Dialect; databaseUrl: string; enabled: boolean };

const off: VersionSource = { current: async () => undefined, close: async () => {} };

export default fp(async function readCache(app: FastifyInstance, options: Options) {
  const { db, dialect, databaseUrl, enabled } = options;
  const store = responseStore();
  let source: VersionSource;
  if (!enabled) {
    source = off;
  } else if (dialect === 'postgres') {
    const listener = listenForChanges(databaseUrl, {
      onChange: (table) => store.evict([table]),
      onListening: () => {
        // Anything may have changed while nobody listened: start from nothing.
        store.clear();
        app.log.info('change listener: listening');
      },
      onLost: (err) => {
        store.clear();
        app.log.warn(`change listener lost (${err?.message ?? 'closed'}): cache bypassed`);
      },
    });
    await listener.started;
    source = postgresVersions(tableVersionsOn(listener.read), listener);
  } else {
    const feed = sqliteChanges(db);
    source = feed ? localVersions(feed, (tables) => store.evict(tables)) : off;
  }
  app.addHook('onClose', () => source.close());
  app.decorate('responses', store);
  app.decorateRequest('tableVersions', function (this: FastifyRequest) {
    const memo = this as FastifyRequest & { _versions?: Promise<Versions | undefined> };
    memo._versions ??= source.current();
    return memo._versions;
  });
});
