import type { Figures } from './report';

/** One side's figures for a write: writes/s, latency, the server's CPU time per write. */
type Side = { figures: Figures; cpuMs: number };

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const WIDTHS = [32, 9, 7, 7, 8, 9, 7, 7, 8, 6, 11];
const line = (cells: (string | number)[]) =>
  `  ${cells.map((v, i) => (i ? String(v).padStart(WIDTHS[i]!) : String(v).padEnd(WIDTHS[0]!))).join(' ')}`;
const cells = ({ figures: f, cpuMs }: Side) => [int(f.median), f.p50, f.p99, cpuMs.toFixed(3)];

/** npm run bench:writes's table header; without a baseline its columns show "–". */
export const writesHeader = () =>
  line([
    'write',
    'writes/s',
    'p50 ms',
    'p99 ms',
    'CPU ms',
    'baseline',
    'p50 ms',
    'p99 ms',
    'CPU ms',
    'ratio',
    'err/non2xx',
  ]);

/** A write's row: this checkout, then the baseline's and the ratio of writes/s when there is one. */
export function writesRow(name: string, current: Side, baseline?: Side & { ratio: number }) {
  const sides = baseline ? [current.figures, baseline.figures] : [current.figures];
  const errors = sides.reduce((n, f) => n + f.errors, 0);
  const non2xx = sides.reduce((n, f) => n + f.non2xx, 0);
  return line([
    name.replace(' (admin)', ''),
    ...cells(current),
    ...(baseline ? cells(baseline) : ['–', '–', '–', '–']),
    baseline ? `${Math.round(100 * baseline.ratio)}%` : '–',
    `${errors}/${non2xx}`,
  ]);
}
