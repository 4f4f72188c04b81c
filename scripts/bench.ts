/**
 * `npm run bench`: the API's main calls against their ceiling (a benchmark, not a test).
 *
 * Seeds a temporary database with the demo data (npm run seed:demo, BENCH_SCALE, default 1: 100
 * clients, the first with a project of 50 fundings, 50 expenses and 50 tasks; BENCH_HISTORY
 * history entries, default 1 000 000, for the activity log's first and 1000th page), starts the
 * real server on it (NODE_ENV=production, as tests/support/child-server.ts does), and a bare Fastify
 * server answering the same JSON from memory (scripts/bench/ceiling-server.ts). autocannon (10
 * connections, a warm-up of BENCH_WARMUP s, default 2, then BENCH_ROUNDS rounds, default 3, of
 * BENCH_DURATION s, default 10) measures each call on both, alternating (scripts/bench/rounds.ts).
 * Prints req/s (median of the per-second samples, then of the rounds), p50/p99 latency, the ratio to the ceiling (the
 * median of the rounds' ratios), both processes' CPU time per answer and the server's peak RSS
 * beside the targets (docs/performance.md, issue 35). The writes (a funding created, a client
 * updated, a task created) are the write throughput; npm run bench:writes compares it with an
 * older commit's. Then a 9:1 mix of the cached client list and a client's update (bench/mix.ts).
 * BENCH_DATABASE_URL=postgres://… runs it all again on a temporary PostgreSQL database.
 * BENCH_ONLY=text measures only the calls whose name holds it (e.g. "activity", "/fundings").
 * BENCH_NODE_ARGS: flags for the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 * Last, an export of 100 000 clients as CSV, a bulk delete and a bulk update of 1 000
 * (scripts/bench/exports-and-bulk.ts, also `npm run bench:export`) and the search over 100 000 clients'
 * records (scripts/bench/search.ts), and imports of 10 000 clients and 10 000 inventory items
 * from CSV and XLSX (scripts/bench/imports.ts; BENCH_IMPORT_ROWS for another count), each left
 * out when BENCH_ONLY names other calls; with BENCH_ONLY=export, =bulk (both bulk writes),
 * =bulk-update, =search or =imports, that part alone runs.
 * Exits 1 only when a call had errors or non-2xx answers.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { startChildServer } from '../tests/support/child-server';
import { temporaryPostgres, temporarySqlite } from '../tests/support/temp-database';
import { autocannonVersion, rssSampler, serverNodeArgs, track } from './bench/measure';
import { CONNECTIONS, measurePair } from './bench/rounds';
import { startCeiling } from './bench/ceiling';
import { prepareScenarios } from './bench/scenarios';
import * as report from './bench/report';
import { BULK_PARTS, benchExportsAndBulk, benchPartRuns } from './bench/exports-and-bulk';
import { benchSearch } from './bench/search';
import { benchImports } from './bench/imports';
import { MIX_NAME, benchMix } from './bench/mix';
import { describeCounts, seedDatabase } from './demo-data/run';
import { vacuumAnalyze } from './bench/scale-databases';

const WARMUP_S = Math.max(1, Number(process.env.BENCH_WARMUP ?? 2) || 2);
const DURATION_S = Math.max(1, Number(process.env.BENCH_DURATION ?? 10) || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3) || 3);
const SCALE = Math.max(1, Number(process.env.BENCH_SCALE ?? 1) || 1);
const HISTORY = Math.max(0, Number(process.env.BENCH_HISTORY ?? 1_000_000) || 0);
const ONLY = process.env.BENCH_ONLY ?? '';
const options = { rounds: ROUNDS, warmup: WARMUP_S, duration: DURATION_S };
/** The parts measured on databases of their own (100 000 clients, or 1 000 for the bulk writes). */
const PARTS = ['export', 'search', 'bulk', 'bulk-delete', 'bulk-update', 'imports'];
let problems = 0;

async function benchOne(label: string, databaseUrl: string, env: Record<string, string> = {}) {
  console.log(`\n## ${label}\n`);
  const { counts, seconds } = await seedDatabase(databaseUrl, {
    scale: SCALE,
    seed: 1,
    force: false,
    history: HISTORY || undefined,
  });
  console.log(`  seeded (scale ${SCALE}) in ${seconds.toFixed(1)} s: ${describeCounts(counts)}`);
  // What autovacuum would do to a million new rows, done before measuring instead of during it.
  if (databaseUrl.startsWith('postgres')) await vacuumAnalyze(databaseUrl);
  const password = `bench-${randomBytes(9).toString('base64url')}`;
  const server = await startChildServer({
    databaseUrl,
    env: { LOG_LEVEL: 'warn', ADMIN_PASSWORD: password, ...env },
    nodeArgs: serverNodeArgs(),
  });
  const untrackServer = track(server.stop);
  const rss = rssSampler(server.pid);
  let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
  try {
    const all = await prepareScenarios(server.origin, password);
    const scenarios = all.filter((s) => s.name.includes(ONLY));
    ceiling = await startCeiling(scenarios.map((s) => s.ceiling));
    track(ceiling.stop);
    console.log(
      `  server pid ${server.pid}, ceiling pid ${ceiling.pid}; ${CONNECTIONS} connections, ` +
        `${WARMUP_S} s warm-up, then ${ROUNDS} rounds of ${DURATION_S} s on each, alternating; ` +
        `CPU: % of ${availableParallelism()} CPUs\n`,
    );
    console.log(`${report.header()}   CPU srv/ac/other`);
    rss.reset();
    for (const s of scenarios) {
      const pair = await measurePair(server, ceiling, s, options);
      if (report.failed(pair.server) || report.failed(pair.ceiling)) problems += 1;
      const { shares } = pair;
      const pct = (n: number) => n.toFixed(0);
      console.log(
        `${report.formatRow({ name: s.name, read: s.read, bytes: s.bytes, ...pair })}   ` +
          `${pct(shares.server)}/${pct(shares.client)}/${pct(shares.others)}%`,
      );
    }
    if (MIX_NAME.includes(ONLY)) problems += await benchMix(server, all, options);
    console.log(`\n${report.rssLine(rss.peak())}`);
  } finally {
    rss.stop();
    await ceiling?.stop();
    await server.stop();
    untrackServer();
  }
}

async function main() {
  const started = Date.now();
  const [load1] = loadavg();
  console.log(
    `# npm run bench  (Node ${process.version}, autocannon ${autocannonVersion()}, ` +
      `${availableParallelism()} CPUs, load ${load1!.toFixed(1)} at start)`,
  );
  console.log(report.targetsLine(CONNECTIONS));
  const databases: [
    string,
    () => Promise<{ url: string; drop: () => Promise<void> }>,
    Record<string, string>,
  ][] = [['SQLite (temporary file)', async () => temporarySqlite('bench-'), {}]];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl)
    databases.push([
      'PostgreSQL (temporary database)',
      () => temporaryPostgres(pgUrl, 'bench'),
      { SESSION_SECRET: randomBytes(32).toString('hex') },
    ]);
  // BENCH_ONLY naming a part measured on databases of its own runs that part alone.
  for (const [label, create, env] of PARTS.includes(ONLY) ? [] : databases) {
    const database = await create();
    const untrack = track(database.drop);
    try {
      await benchOne(label, database.url, env);
    } finally {
      await database.drop();
      untrack();
    }
  }
  // 100 000 clients to seed (kept between runs): only when the run is not narrowed to other calls.
  if (BULK_PARTS.some((part) => benchPartRuns(part, ONLY))) await benchExportsAndBulk(pgUrl);
  if (!ONLY || 'search'.includes(ONLY)) problems += await benchSearch(pgUrl);
  if (!ONLY || 'imports'.includes(ONLY)) problems += await benchImports(pgUrl);
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (problems > 0) {
    console.log(`${problems} call(s) had errors or non-2xx answers.`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
