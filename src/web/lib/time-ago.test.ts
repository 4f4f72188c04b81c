import { describe, expect, it } from 'vitest';
import { exactTime, timeAgo } from './time-ago';

const NOW = Date.parse('2026-11-25T14:00:00.000Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [44, 'just now'],
    [50, '1 minute ago'],
    [120, '2 minutes ago'],
    [44 * 60, '44 minutes ago'],
    [50 * 60, '1 hour ago'],
    [3 * 3600, '3 hours ago'],
    [23 * 3600, '1 day ago'],
    [5 * 86_400, '5 days ago'],
  ])('%i s before → %s', (seconds, words) => {
    expect(timeAgo(before(seconds), NOW)).toBe(words);
  });

  it('says "some time ago" for a time it cannot read, and the exact time is empty', () => {
    expect(timeAgo('not a date', NOW)).toBe('some time ago');
    expect(exactTime('not a date')).toBe('');
    expect(exactTime('2026-11-25T14:02:00.000Z')).toMatch(/25 Nov 2026/);
  });
});
