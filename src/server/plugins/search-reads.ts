import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, postgresDatabase } from '../db/database';
import { SEARCH_PLANNER_OPTIONS, plannedForSearch } from '../repositories/search-matches';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the search reads through: on PostgreSQL a pool of its own (see below). */
    searchDb: Database;
  }
}

/** At most this many searches read PostgreSQL at once per server; more wait for a connection. */
const SEARCH_CONNECTIONS = 4;

/**
 * On PostgreSQL the search reads through a small pool whose sessions are set, at connect, to plan
 * as the search's queries are written (SEARCH_PLANNER_OPTIONS): no transaction with SET LOCAL
 * around each search, which was three round trips of its nine. Nothing else uses that pool, so
 * the settings reach no other query. SQLite reads the one database.
 */
export default fp(async function searchReads(app: FastifyInstance) {
  if (app.dialect !== 'postgres') {
    app.decorate('searchDb', app.db);
    return;
  }
  const searchDb = postgresDatabase(
    app.config.DATABASE_URL,
    (err) => app.log.warn(`PostgreSQL connection lost (search): ${err.message}`),
    { max: SEARCH_CONNECTIONS, options: SEARCH_PLANNER_OPTIONS },
  );
  plannedForSearch.add(searchDb);
  app.decorate('searchDb', searchDb);
  app.addHook('onClose', () => searchDb.destroy());
});
