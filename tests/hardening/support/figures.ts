import { appendFileSync } from 'node:fs';

/**
 * Records one figure of the hardening suite ("0 of 512 acknowledged writes lost"); the suite's
 * global teardown prints them all, grouped, after the test report.
 */
export function figure(section: string, name: string, value: string | number): void {
  const file = process.env.HARDENING_FIGURES;
  const line = JSON.stringify({ section, name, value: String(value) });
  if (file) appendFileSync(file, `${line}\n`);
  else console.log(`${section} · ${name}: ${value}`);
}

/** The value at quantile q (0…1) of some numbers. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
