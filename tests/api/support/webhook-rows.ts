import type { Database } from '../../../src/server/db/database';
import { webhooksRepository, type WebhookRow } from '../../../src/server/repositories/webhooks';
import { fanOutChannel, type Message, type Outcome } from '../../../src/server/webhooks/fan-out';
import { nextDelivery } from '../../../src/server/outbox/retry-schedule';

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

/**
 * The event channel with a POST that records what it was handed and answers as `answer` says
 * (nothing: accepted), for tests of the fan-out without receivers.
 */
export function recordingFanOut(
  db: Database,
  answer: (message: Message, hook: WebhookRow) => Outcome = () => ({}),
) {
  const posted: (Message & { webhookId: number })[] = [];
  const fanOut = fanOutChannel({
    db,
    post: async (message, hook) => {
      posted.push({ ...message, webhookId: hook.id });
      return answer(message, hook);
    },
    nextAttempt: nextDelivery,
  });
  return { fanOut, posted };
}
