import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../background/every';
import type { Database } from '../db/database';
import { queueDueNotices } from '../notifications/due-dates';

/** How often the server looks for tasks that fell due: a new day is noticed within this. */
export const DUE_CHECK_MS = 60 * 1000;

/** Due-date notices (ADR 0029): each minute, tasks due tomorrow or overdue in TIME_ZONE's day. */
export default fp(async function dueNotices(app: FastifyInstance, { db }: { db: Database }) {
  every(
    app,
    DUE_CHECK_MS,
    async () => {
      const told = await queueDueNotices(db, app.config.TIME_ZONE);
      if (told) app.log.info({ told }, 'Due-date notices');
    },
    { failure: 'Due-date notices failed' },
  );
});
