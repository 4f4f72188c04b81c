import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Worker } from 'node:worker_threads';
import { every } from '../background/every';
import type { Database } from '../db/database';
import { gatherStaleStatistics } from '../db/planner-statistics';

/** How often a SQLite server checks whether the history has outgrown its statistics. */
export const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

type Options = { db: Database; file: string };

/**
 * SQLite only: keeps the query planner's statistics of the history current (db/planner-statistics):
 * once the server is ready, then every six hours, gathered again when the history has doubled. A
 * failure is logged and tried again at the next check; a stop ends a gathering under way.
 */
export default fp(async function plannerStatistics(app: FastifyInstance, { db, file }: Options) {
  let worker: Worker | undefined;
  let stopping = false;
  // A worker that starts once the server is stopping is ended at once, like one under way.
  const track = (current: Worker | undefined) => {
    worker = current;
    if (current && stopping) void current.terminate();
  };
  every(
    app,
    CHECK_EVERY_MS,
    async () => {
      const started = performance.now();
      try {
        const entries = await gatherStaleStatistics(db, file, track);
        const ms = Math.round(performance.now() - started);
        if (entries)
          app.log.info({ entries, ms }, 'Gathered the query planner statistics of the history');
      } catch (error) {
        if (!stopping) throw error; // else ended by the stop: nothing failed
      }
    },
    {
      failure: 'Planner statistics failed',
      onStop: async () => {
        stopping = true;
        await worker?.terminate();
      },
    },
  );
});
