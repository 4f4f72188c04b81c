import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../background/every';
import type { Database } from '../db/database';
import { purgeExpired } from '../trash/erase';

/** How often the server looks for records past TRASH_DAYS in the trash. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

type Options = { db: Database; days: number };

/**
 * Erases what has been in the trash longer than TRASH_DAYS: once the server is ready, then every
 * hour, in small batches (trash/erase.ts). Several instances may do it at once: each entry is
 * taken by one. A failure (the database away) is logged and tried again at the next hour.
 */
export default fp(async function trashPurge(app: FastifyInstance, { db, days }: Options) {
  every(
    app,
    PURGE_EVERY_MS,
    async () => {
      const erased = await purgeExpired(db, Date.now(), days);
      if (erased) app.log.info({ erased }, 'Erased records past TRASH_DAYS from the trash');
    },
    { failure: 'Trash purge failed' },
  );
});
