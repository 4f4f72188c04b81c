import type { Database } from '../../../src/server/db/database';
import { webhooksRepository } from '../../../src/server/repositories/webhooks';

/** A webhook to every event, straight into the table (tests of the outbox without an app). */
export const addWebhookRow = (db: Database, url: string) =>
  webhooksRepository(db).add({
    url,
    events: '["*"]',
    secret: 'sealed',
    created_by: null,
    created_at: 0,
    updated_at: 0,
  });
