import { linear } from './finances-scale';

const DAY_MS = 86_400_000;

/** A date (YYYY-MM-DD) as a whole number of days, so the axis measures time, not entries. */
export function dayNumber(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!) / DAY_MS;
}

/** The date of a day number, as YYYY-MM-DD. */
export const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The widest bar, and the room kept at each end of the axis so a bar there shows whole. */
export const BAR_MAX = 28;
const EDGE = BAR_MAX / 2 + 4;

/**
 * Where each date falls between `left` and `right` px on a true time axis (five days apart are
 * drawn closer than fourteen): the first and last keep room for a bar at the ends, one date
 * alone sits in the middle. Bars are at most 60% of the closest two dates' distance, so they
 * never touch, and each date's hover area reaches halfway to its neighbours.
 */
export function timeLayout(dates: readonly string[], left: number, right: number) {
  const days = dates.map(dayNumber);
  const first = days[0]!;
  const last = days.at(-1)!;
  const toX =
    first === last ? () => (left + right) / 2 : linear(first, last, left + EDGE, right - EDGE);
  const xs = days.map(toX);
  const closest = Math.min(right - left, ...xs.slice(1).map((x, i) => x - xs[i]!));
  const bar = Math.max(2, Math.min(BAR_MAX, closest * 0.6));
  const areas = xs.map((x, i) => {
    const from = i > 0 ? (xs[i - 1]! + x) / 2 : left;
    const to = i < xs.length - 1 ? (x + xs[i + 1]!) / 2 : right;
    return { from, width: to - from };
  });
  return { first, last, toX, xs, closest, bar, areas };
}

/** Steps between date labels: days, then weeks, then months (on the 1st). */
const DAY_STEPS = [1, 2, 7, 14];
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120];

/** The 1st of every `step`-th month (counted from year 0, so quarters fall on Jan, Apr…). */
function monthStarts(first: number, last: number, step: number): number[] {
  const start = new Date(first * DAY_MS);
  let index = start.getUTCFullYear() * 12 + start.getUTCMonth();
  if (start.getUTCDate() !== 1) index += 1;
  const days: number[] = [];
  for (index = Math.ceil(index / step) * step; ; index += step) {
    const day = Date.UTC(Math.floor(index / 12), index % 12, 1) / DAY_MS;
    if (day > last) return days;
    days.push(day);
  }
}

/**
 * The days the axis labels, at most `fit` of them: every day, two days, week or fortnight from
 * the first date, or else the 1st of every month, two months, quarter, half-year, year…,
 * whichever is the finest that fits. A single day is labelled once.
 */
export function dateTicks(first: number, last: number, fit: number): number[] {
  const most = Math.max(1, fit);
  for (const step of DAY_STEPS) {
    const count = Math.floor((last - first) / step) + 1;
    if (count <= most) return Array.from({ length: count }, (_, i) => first + i * step);
  }
  for (const step of MONTH_STEPS) {
    const days = monthStarts(first, last, step);
    if (days.length > 0 && days.length <= most) return days;
  }
  return [first];
}
