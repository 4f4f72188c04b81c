import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sqliteGroupCommit, type Database } from '../db/database';

/**
 * A request older than this no longer counts as in flight: a notification stream or a long
 * export is not a write about to join a commit, and one whose client left unanswered fades out.
 */
export const IN_FLIGHT_FOR_MS = 1000;

/** The requests being answered, by when each started (the order they are kept in). */
export function requestsInFlight(now: () => number = () => performance.now()) {
  const started = new Map<object, number>();
  return {
    started(request: object): void {
      started.set(request, now());
    },
    /** Whether it was still counted. */
    ended: (request: object): boolean => started.delete(request),
    count(): number {
      const since = now() - IN_FLIGHT_FOR_MS;
      // Oldest first: the ones too old to count are at the front.
      for (const [request, at] of started) {
        if (at >= since) break;
        started.delete(request);
      }
      return started.size;
    },
  };
}

/**
 * On SQLite, tells the group commit (ADR 0044, 0045) how many requests are in flight: while some
 * that are not in a group may still join it, it waits for them rather than flushing alone.
 */
export default fp(async function requestsInFlightPlugin(
  app: FastifyInstance,
  { db }: { db: Database },
) {
  const driver = sqliteGroupCommit(db);
  if (!driver) return;
  const inFlight = requestsInFlight();
  driver.waitFor(inFlight.count);
  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.started(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (inFlight.ended(request)) driver.requestEnded();
    done();
  });
});
