import { describe, expect, it } from 'vitest';
import { dateTicks, dayNumber, isoOfDay, timeLayout } from './finances-time';

const ticks = (first: string, last: string, fit: number) =>
  dateTicks(dayNumber(first), dayNumber(last), fit).map(isoOfDay);

describe('the time axis', () => {
  it('counts days between dates, across months and leap days', () => {
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    expect(dayNumber('2025-01-01') - dayNumber('2024-01-01')).toBe(366);
    expect(isoOfDay(dayNumber('2024-02-29'))).toBe('2024-02-29');
  });

  it('draws 5 days apart narrower than 14, in proportion', () => {
    const { xs } = timeLayout(['2025-02-01', '2025-02-06', '2025-02-20'], 0, 400);
    const [a, b, c] = xs as [number, number, number];
    expect((c - b) / (b - a)).toBeCloseTo(14 / 5);
  });

  it('keeps room for a whole bar at each end, and puts a single day in the middle', () => {
    const { xs, bar } = timeLayout(['2025-02-01', '2025-12-31'], 50, 650);
    expect(xs[0]! - bar / 2).toBeGreaterThanOrEqual(50);
    expect(xs[1]! + bar / 2).toBeLessThanOrEqual(650);
    const single = timeLayout(['2025-02-01'], 50, 650);
    expect(single.xs).toEqual([350]);
    expect(single.bar).toBe(28);
  });

  it('never lets bars touch, and gives each day the hover area up to halfway to its neighbours', () => {
    const { xs, bar, closest, areas } = timeLayout(
      ['2025-01-01', '2025-01-02', '2025-06-30'],
      0,
      600,
    );
    expect(bar).toBeLessThan(closest);
    expect(areas[0]).toEqual({ from: 0, width: (xs[0]! + xs[1]!) / 2 });
    expect(areas[2]!.from + areas[2]!.width).toBe(600);
  });

  it('labels every day, two days, week or fortnight while they fit', () => {
    expect(ticks('2025-02-01', '2025-02-03', 10)).toEqual([
      '2025-02-01',
      '2025-02-02',
      '2025-02-03',
    ]);
    expect(ticks('2025-02-01', '2025-02-06', 3)).toEqual([
      '2025-02-01',
      '2025-02-03',
      '2025-02-05',
    ]);
    expect(ticks('2025-02-01', '2025-03-14', 8)).toEqual([
      '2025-02-01',
      '2025-02-08',
      '2025-02-15',
      '2025-02-22',
      '2025-03-01',
      '2025-03-08',
    ]);
  });

  it('then the 1st of months, quarters or years, whichever is finest that fits', () => {
    expect(ticks('2024-01-10', '2024-06-20', 8)).toEqual([
      '2024-02-01',
      '2024-03-01',
      '2024-04-01',
      '2024-05-01',
      '2024-06-01',
    ]);
    expect(ticks('2023-11-15', '2025-02-01', 6)).toEqual([
      '2024-01-01',
      '2024-04-01',
      '2024-07-01',
      '2024-10-01',
      '2025-01-01',
    ]);
    // Every two years falls on even years, as every quarter falls on January, April…
    expect(ticks('2020-03-01', '2025-03-01', 4)).toEqual(['2022-01-01', '2024-01-01']);
    expect(ticks('2025-02-01', '2025-02-01', 0)).toEqual(['2025-02-01']);
  });
});
