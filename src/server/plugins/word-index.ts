import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../background/every';
import type { Database } from '../db/database';
import { indexPendingWords } from '../search/word-index';

/**
 * How often an instance indexes the words that writes left pending: the writes of that second,
 * on any instance, share its transactions. Nothing waits for it: a search indexes what is still
 * pending before it reads (run-search.ts).
 */
const INDEX_EVERY_MS = 1000;

/** The word index's update (ADR 0034), once a second on every instance, and once at start. */
export default fp(async function wordIndex(app: FastifyInstance, { db }: { db: Database }) {
  every(app, INDEX_EVERY_MS, async () => void (await indexPendingWords(db)), {
    failure: 'Indexing search words failed',
  });
});
