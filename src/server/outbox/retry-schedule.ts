/** How long a failed mail waits before its next attempt: quick at first, then every 15 minutes. */
const DELAYS_MS = [2, 4, 8, 15, 30, 60, 120, 300, 600].map((s) => s * 1000);
const LONGEST_MS = 15 * 60 * 1000;
/** A mail still not accepted this long after it was written is marked failed (and shown). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** After `attempts` failed attempts: when to try again, or null to give up. */
export function nextAttempt(attempts: number, createdAt: number, now: number): number | null {
  const at = now + (DELAYS_MS[attempts - 1] ?? LONGEST_MS);
  return at - createdAt > GIVE_UP_AFTER_MS ? null : at;
}

/** A webhook's delivery: about 5 s, 5 min, 30 min, 2 h, then every 4 hours, for a day. */
const WEBHOOK_DELAYS_MS = [5, 300, 1800, 7200].map((s) => s * 1000);
const WEBHOOK_LONGEST_MS = 4 * 60 * 60 * 1000;

export function nextDelivery(attempts: number, queuedAt: number, now: number): number | null {
  const at = now + (WEBHOOK_DELAYS_MS[attempts - 1] ?? WEBHOOK_LONGEST_MS);
  return at - queuedAt > GIVE_UP_AFTER_MS ? null : at;
}
