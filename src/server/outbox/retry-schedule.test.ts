import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, nextAttempt } from './retry-schedule';

describe('nextAttempt', () => {
  it('waits longer after each failure, then every 15 minutes', () => {
    const waits = [1, 2, 3, 4, 5, 9, 10, 50].map((n) => nextAttempt(n, 0, 1000)! - 1000);
    expect(waits).toEqual([2000, 4000, 8000, 15000, 30000, 600000, 900000, 900000]);
  });

  it('gives up once the next attempt would fall more than a day after the mail was written', () => {
    expect(nextAttempt(3, 0, GIVE_UP_AFTER_MS - 8000)).toBe(GIVE_UP_AFTER_MS);
    expect(nextAttempt(3, 0, GIVE_UP_AFTER_MS - 7999)).toBeNull();
  });
});
