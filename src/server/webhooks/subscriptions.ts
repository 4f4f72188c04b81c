import type { Database } from '../db/database';
import { type Subscription, webhooksRepository } from '../repositories/webhooks';

/**
 * The webhooks switched on, as every write asks them: read again at most once a second, and at
 * once after a change in this process. So a write costs no query when nobody subscribes, and a
 * webhook added on another instance hears that instance's writes within a second. One process
 * serves one database, so one list serves it.
 */
const FRESH_MS = 1000;
let cached: { at: number; subscriptions: Subscription[] } | undefined;

export async function subscriptionsFor(db: Database, now = Date.now()): Promise<Subscription[]> {
  if (!cached || now - cached.at >= FRESH_MS)
    cached = { at: now, subscriptions: await webhooksRepository(db).subscriptions() };
  return cached.subscriptions;
}

/** A webhook was added, changed or removed here: the next write reads them again. */
export function subscriptionsChanged(): void {
  cached = undefined;
}

export const wants = (subscription: Subscription, type: string) =>
  subscription.events.includes('*') || subscription.events.includes(type);
