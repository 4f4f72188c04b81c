import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../background/every';
import type { Database } from '../db/database';
import { takeNoted } from '../repositories/search-pending';
import { indexPendingWords } from '../search/word-index';

/** How long after a write's answer its words are indexed: the writes of that time share it. */
const AFTER_WRITES_MS = 20;
/** How often an instance looks for entries no write of its own woke it for (a crash, a script). */
const LOOK_EVERY_MS = 1000;

/**
 * The word index's update (ADR 0034): soon after each answer whose write left entries pending
 * (the write has committed by then), and once a second for what others left (a script, a stop).
 * A search indexes what is still pending before it reads (run-search.ts).
 */
export default fp(async function wordIndex(app: FastifyInstance, { db }: { db: Database }) {
  let running: Promise<unknown> | undefined;
  const run = () =>
    (running ??= indexPendingWords(db).finally(() => {
      running = undefined;
    }));
  let soon: NodeJS.Timeout | undefined;
  app.addHook('onResponse', (_request, _reply, done) => {
    if (takeNoted(db) && !soon) {
      soon = setTimeout(() => {
        soon = undefined;
        run().catch((error: unknown) => app.log.warn({ err: error }, 'Indexing words failed'));
      }, AFTER_WRITES_MS);
      soon.unref();
    }
    done();
  });
  every(app, LOOK_EVERY_MS, async () => void (await run()), {
    failure: 'Indexing words failed',
    onStop: async () => {
      clearTimeout(soon);
      await running?.catch(() => {});
    },
  });
});
