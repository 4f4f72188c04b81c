/**
 * Answers a second at which this instance counts as busy: a burst of writes (a benchmark, a
 * script syncing clients) rather than people clicking (a page of the dashboard is a handful).
 */
export const BUSY_PER_SECOND = 50;

/**
 * How hard requests are pressing on this instance, as the outbox's sender asks before each batch
 * of webhook deliveries (ADRs 0040, 0043): the answers of the last second, read from two per-second
 * counts (the one before weighed by how much of it is still within a second of now), so asking costs
 * no timer and no list.
 */
export function requestPressure(now: () => number = Date.now) {
  let second = Math.floor(now() / 1000);
  let current = 0;
  let previous = 0;
  const roll = (at: number) => {
    const s = Math.floor(at / 1000);
    if (s === second) return;
    previous = s === second + 1 ? current : 0;
    current = 0;
    second = s;
  };
  return {
    /** An answer was sent. */
    answered(): void {
      roll(now());
      current++;
    },
    busy(): boolean {
      const at = now();
      roll(at);
      const left = 1 - (at % 1000) / 1000;
      return previous * left + current >= BUSY_PER_SECOND;
    },
  };
}
