/** The bench's table: figures beside their targets, ✓ or ✗ (printed, never an exit code). */
export type Figures = {
  median: number; // req/s: the median of autocannon's per-second samples
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
};
export type Row = {
  name: string;
  read: boolean;
  bytes: number;
  server: Figures;
  ceiling: Figures;
  /** server req/s over ceiling req/s: the median of the rounds' ratios */
  ratio: number;
  serverCpuMs: number;
  ceilingCpuMs: number;
};

/**
 * Issue 35's targets: a cached read ≥ 75% of the bare-Fastify ceiling; a single-record write
 * ≤ 0.5 ms of the server's CPU; a 9:1 read/write mix ≥ 50% of the pure cached read's req/s.
 */
export const TARGETS = { readShare: 0.75, writeCpuMs: 0.5, mixShare: 0.5, p99Ms: 25, rssMb: 200 };

const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const mark = (ok: boolean) => (ok ? '✓' : '✗');
const COLUMNS: [title: string, width: number, cell: (r: Row) => string][] = [
  ['body B', 8, (r) => int(r.bytes)],
  ['req/s', 7, (r) => int(r.server.median)],
  ['p50 ms', 7, (r) => String(r.server.p50)],
  ['p99 ms', 7, (r) => String(r.server.p99)],
  ['ceiling', 8, (r) => int(r.ceiling.median)],
  ['ratio', 6, (r) => `${Math.round(100 * r.ratio)}%`],
  ['err/non2xx', 11, (r) => `${r.server.errors}/${r.server.non2xx}`],
  [
    `≥${TARGETS.readShare * 100}% ceil`,
    10,
    (r) => (r.read ? mark(r.ratio >= TARGETS.readShare) : '–'),
  ],
  [`p99<${TARGETS.p99Ms}ms`, 9, (r) => mark(r.server.p99 < TARGETS.p99Ms)],
  // CPU time per answer, the server's and the ceiling's: a load-independent view of the same ratio.
  ['CPU ms srv/ceil', 16, (r) => `${r.serverCpuMs.toFixed(3)}/${r.ceilingCpuMs.toFixed(3)}`],
  // A write's target is its own CPU time: its ceiling answers from memory and writes nothing.
  [
    `srv≤${TARGETS.writeCpuMs}ms`,
    10,
    (r) => (r.read ? '–' : mark(r.serverCpuMs <= TARGETS.writeCpuMs)),
  ],
];
const NAME = 40;
const line = (name: string, cells: string[]) =>
  `  ${name.padEnd(NAME)}${cells.map((c, i) => c.padStart(COLUMNS[i]![1])).join(' ')}`;

export const header = () =>
  line(
    'call',
    COLUMNS.map(([title]) => title),
  );
export const formatRow = (row: Row) =>
  line(
    row.name,
    COLUMNS.map(([, , cell]) => cell(row)),
  );

export const targetsLine = (connections: number) =>
  `  targets: reads ≥ ${TARGETS.readShare * 100}% of the ceiling, p99 < ${TARGETS.p99Ms} ms at ` +
  `${connections} connections, RSS < ${TARGETS.rssMb} MB,\n` +
  `  a write ≤ ${TARGETS.writeCpuMs} ms of server CPU, a 9:1 read/write mix ≥ ` +
  `${TARGETS.mixShare * 100}% of the cached read's req/s (✓/✗ are information, not the exit code)`;

export const rssLine = (peakKb: number) => {
  const mb = peakKb / 1024;
  return `  server peak RSS while measuring: ${mb.toFixed(0)} MB   (target < ${TARGETS.rssMb} MB ${mark(mb < TARGETS.rssMb)})`;
};

/** A measurement that had errors or non-2xx answers, or none at all: the run's exit code is 1. */
export const failed = (f: Figures) => f.errors > 0 || f.non2xx > 0 || f.requests === 0;

/**
 * The import issue's targets, on SQLite: 10,000 rows imported in under 10 s, their dry run (the
 * preview) in under 3 s, the server's peak memory under 250 MB.
 */
export const IMPORT_TARGETS = { importMs: 10_000, dryRunMs: 3_000, peakMb: 250 };

/** ✓/✗ of an import's figures against IMPORT_TARGETS: import, dry run, peak memory. */
export const importMarks = (f: { importMs: number; dryMs: number; peakMb: number }) => [
  mark(f.importMs < IMPORT_TARGETS.importMs),
  mark(f.dryMs < IMPORT_TARGETS.dryRunMs),
  mark(f.peakMb < IMPORT_TARGETS.peakMb),
];
