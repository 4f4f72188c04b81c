/**
 * A small seeded pseudo-random generator (mulberry32), so a seed always gives the same demo data:
 * runs are reproducible and a bench on one machine can be repeated on another.
 */
export type Random = ReturnType<typeof seededRandom>;

export function seededRandom(seed: number) {
  let state = seed >>> 0;
  /** A float in [0, 1). */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** A whole number in [min, max], both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  /** A count in [0, max], skewed towards small: most projects are small, a few are big. */
  const skewed = (max: number) => Math.floor(next() * next() * (max + 1));
  /** A YYYY-MM-DD date between 2022-01-01 and 2026-06-30. */
  const date = () => {
    const start = Date.UTC(2022, 0, 1);
    const end = Date.UTC(2026, 5, 30);
    return new Date(start + Math.floor(next() * ((end - start) / 86_400_000)) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  };
  /** Cents in [min, max] currency units, e.g. 12.34 → 1234. */
  const cents = (min: number, max: number) => int(min * 100, max * 100);
  return { next, int, pick, chance, skewed, date, cents };
}
