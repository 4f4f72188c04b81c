import type { Database } from '../db/database';
import { type Subscription, webhooksRepository } from '../repositories/webhooks';

/**
 * The webhooks switched on, as every write asks them: read again at most once a second, and at
 * once after a change in this process. So a write costs no query when nobody subscribes, and a
 * webhook added on another instance hears that instance's writes within a second.
 */
const FRESH_MS = 1000;
type Cached = { at: number; subscriptions: Subscription[] };

/**
 * One list per database, keyed by its adapter: a write's transaction shares its database's
 * adapter, and a process may serve more than one database (the tests' apps, one after another in
 * a worker): a list read from one must never name webhooks to another.
 */
const cache = new WeakMap<object, Cached>();
const keyOf = (db: Database) => db.getExecutor().adapter;

export async function subscriptionsFor(db: Database, now = Date.now()): Promise<Subscription[]> {
  let cached = cache.get(keyOf(db));
  if (!cached || now - cached.at >= FRESH_MS) {
    cached = { at: now, subscriptions: await webhooksRepository(db).subscriptions() };
    cache.set(keyOf(db), cached);
  }
  return cached.subscriptions;
}

/** A webhook was added, changed or removed here: the next write reads them again. */
export function subscriptionsChanged(db: Database): void {
  cache.delete(keyOf(db));
}

export const wants = (subscription: Subscription, type: string) =>
  subscription.events.includes('*') || subscription.events.includes(type);
