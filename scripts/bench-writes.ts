/**
 * `npm run bench:writes -- --baseline DIR [--history N]`: the write throughput of this checkout
 * beside another one's, e.g. the commit before history was recorded (a benchmark, not a test).
 *
 * DIR is a checkout of the other commit with node_modules (e.g. `git worktree add --detach
 * /tmp/wt-baseline 015fe69` and a symlink to this one's node_modules); it is built there if its
 * build is stale. Each checkout seeds a temporary database of its own with its own `seed:demo`
 * (BENCH_SCALE, default 1; --history N is passed to this checkout's only, as the older one may
 * not know it) and serves it with its own compiled server, as `npm run bench` does. Then both
 * take the same writes (scripts/bench/write-scenarios.ts: a funding created, a client's phone
 * updated, 10 connections) in alternating rounds, this one first, BENCH_ROUNDS (default 5) of
 * BENCH_DURATION s (default 10) each, so that load from other jobs weighs on both alike. Prints
 * for each side writes/s (median), p50/p99 and the server's CPU time per write, and the ratio of
 * this one's writes/s to the baseline's (the median of the rounds' ratios).
 * BENCH_DATABASE_URL=postgres://… runs it all again on two temporary PostgreSQL databases.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve, join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startChildServer, type ChildServer } from '../tests/support/child-server';
import { temporaryPostgres, temporarySqlite } from '../tests/support/temp-database';
import { autocannonVersion, track } from './bench/measure';
import { CONNECTIONS, measurePair } from './bench/rounds';
import { adminSession } from './bench/scenario';
import { writeScenarios } from './bench/write-scenarios';

const { values: args } = parseArgs({
  options: { baseline: { type: 'string' }, history: { type: 'string' } },
});
if (!args.baseline) throw new Error('Usage: npm run bench:writes -- --baseline DIR [--history N]');
const ROOTS = { current: process.cwd(), baseline: resolve(args.baseline) };
const WARMUP_S = 2;
const DURATION_S = Math.max(1, Number(process.env.BENCH_DURATION ?? 10) || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5) || 5);
const SCALE = String(Math.max(1, Number(process.env.BENCH_SCALE ?? 1) || 1));
const node = process.execPath;

/** Runs a checkout's own script there; throws with its output when it fails. */
function run(root: string, argv: string[], env: Record<string, string> = {}) {
  const r = spawnSync(node, argv, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${argv.join(' ')} in ${root}: ${r.stdout}${r.stderr}`);
  return r.stdout.trim().split('\n').at(-1) ?? '';
}

async function startSide(
  side: keyof typeof ROOTS,
  databaseUrl: string,
  env: Record<string, string>,
) {
  const root = ROOTS[side];
  const history = side === 'current' && args.history ? ['--history', args.history] : [];
  const seedArgs = ['--import', 'tsx', 'scripts/seed-demo.ts', '--scale', SCALE, ...history];
  console.log(`  ${side}: ${run(root, seedArgs, { DATABASE_URL: databaseUrl })}`);
  const password = `bench-${randomBytes(9).toString('base64url')}`;
  const server = await startChildServer({
    databaseUrl,
    command: [node, join(root, 'dist/server/main.js')],
    cwd: root,
    env: { LOG_LEVEL: 'warn', ADMIN_PASSWORD: password, ...env },
  });
  track(server.stop);
  return { server, scenarios: await writeScenarios(await adminSession(server.origin, password)) };
}

/** The commit a checkout is at, for the printout. */
const commitOf = (root: string) =>
  spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout?.trim() || '?';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const WIDTHS = [32, 9, 7, 7, 8, 9, 7, 7, 8, 6, 11];
const line = (cells: (string | number)[]) =>
  `  ${cells.map((v, i) => (i ? String(v).padStart(WIDTHS[i]!) : String(v).padEnd(WIDTHS[0]!))).join(' ')}`;

async function benchOne(
  label: string,
  create: () => Promise<{ url: string; drop: () => Promise<void> }>,
  env: Record<string, string>,
) {
  console.log(`\n## ${label}\n`);
  const databases = [await create(), await create()];
  const servers: ChildServer[] = [];
  try {
    const current = await startSide('current', databases[0]!.url, env);
    servers.push(current.server);
    const baseline = await startSide('baseline', databases[1]!.url, env);
    servers.push(baseline.server);
    console.log(
      `\n  ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, then ${ROUNDS} rounds of ${DURATION_S} s ` +
        `on each, alternating (load ${loadavg()[0]!.toFixed(1)})\n`,
    );
    // CPU ms: the server process's CPU time per write (on PostgreSQL the database's is not in it).
    console.log(
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
      ]),
    );
    for (const [i, s] of current.scenarios.entries()) {
      const options = { rounds: ROUNDS, warmup: WARMUP_S, duration: DURATION_S };
      const pair = await measurePair(
        current.server,
        baseline.server,
        s,
        options,
        baseline.scenarios[i]!,
      );
      const { server: a, ceiling: b } = pair;
      const row = [
        s.name.replace(' (admin)', ''),
        int(a.median),
        a.p50,
        a.p99,
        pair.serverCpuMs.toFixed(3),
        int(b.median),
        b.p50,
        b.p99,
        pair.ceilingCpuMs.toFixed(3),
        `${Math.round(100 * pair.ratio)}%`,
        `${a.errors + b.errors}/${a.non2xx + b.non2xx}`,
      ];
      console.log(line(row));
      if (a.errors + b.errors + a.non2xx + b.non2xx > 0) process.exitCode = 1;
    }
  } finally {
    for (const server of servers) await server.stop();
    for (const database of databases) await database.drop();
  }
}

async function main() {
  console.log(
    `# npm run bench:writes  (Node ${process.version}, autocannon ${autocannonVersion()}, ` +
      `${availableParallelism()} CPUs, load ${loadavg()[0]!.toFixed(1)} at start)\n` +
      `  current:  ${ROOTS.current} (${commitOf(ROOTS.current)})\n` +
      `  baseline: ${ROOTS.baseline} (${commitOf(ROOTS.baseline)})`,
  );
  // The other checkout's build, made there by its own scripts if it is missing or stale.
  run(ROOTS.baseline, ['scripts/ensure-build.mjs']);
  await benchOne('SQLite (temporary files)', async () => temporarySqlite('bench-writes-'), {});
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl)
    await benchOne(
      'PostgreSQL (temporary databases)',
      () => temporaryPostgres(pgUrl, 'bench_writes'),
      {
        SESSION_SECRET: randomBytes(32).toString('hex'),
      },
    );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
