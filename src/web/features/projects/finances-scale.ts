/** The chart's one scale helper: round ticks on the money axis, in integer cents. */
export interface MoneyAxis {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/**
 * Round ticks (1, 2, 2.5 or 5 × a power of ten cents) covering `values` and zero, so the
 * baseline between money in and money out is always drawn, with at most `count` intervals.
 */
export function moneyAxis(values: number[], count = 4): MoneyAxis {
  let low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (low === high) high = 100; // nothing but zeros: show 0 to 1.00
  const raw = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  // Whole cents only: 2.5 × 1 cent is no step.
  const factor = [1, 2, 2.5, 5].find((f) => f * power >= raw && Number.isInteger(f * power)) ?? 10;
  const step = Math.max(1, factor * power);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Integer multiples of the step: no float drift accumulates from one tick to the next.
  // `|| 0` turns -0 (from a day with nothing out) into 0, which prints without a sign.
  for (let i = Math.round(low / step); i * step <= high; i += 1) ticks.push(i * step || 0);
  low = ticks[0]!;
  return { min: low, max: high, step, ticks };
}

/** A linear map from [d0, d1] to [r0, r1]. */
export const linear = (d0: number, d1: number, r0: number, r1: number) => (value: number) =>
  d0 === d1 ? r0 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);

/** A short date label ("Mar 5"), with the year when the chart spans more than one. */
export function axisDate(iso: string, spansYears: boolean, locale?: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    ...(spansYears ? { year: '2-digit' } : {}),
    timeZone: 'UTC',
  });
}
