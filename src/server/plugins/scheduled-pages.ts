import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../background/every';
import type { Database } from '../db/database';
import { pagesRepository } from '../repositories/pages';

/** How often the server looks for scheduled pages that have fallen due. */
export const PUBLISH_CHECK_MS = 1000;

/**
 * A scheduled page is public from its publish_at, which no write marks: each second the server
 * touches the pages that fell due since it last looked, so every cached answer that reads pages
 * (the page, the list, Latest posts, the sitemap, the feed) is built again at that moment, on
 * every instance. Two instances touching the same page do no harm.
 */
export default fp(async function scheduledPages(app: FastifyInstance, { db }: { db: Database }) {
  let since = Date.now();
  every(
    app,
    PUBLISH_CHECK_MS,
    async () => {
      const now = Date.now();
      const due = await pagesRepository(db).touchDue(since, now);
      since = now;
      if (due) app.log.info({ due }, 'Scheduled pages published');
    },
    { failure: 'Publishing scheduled pages failed' },
  );
});
