/**
 * `npm run bench:writes -- [--baseline DIR] [--history N]`: the write throughput of this checkout
 * beside another one's, e.g. the commit before history was recorded (a benchmark, not a test).
 * Without --baseline it measures this checkout alone (CI's smoke run: .ci/run's bench-smoke).
 *
 * DIR is a checkout of the other commit with node_modules (e.g. `git worktree add --detach
 * /tmp/wt-baseline 015fe69` and a symlink to this one's node_modules); it is built there if its
 * build is stale. Each checkout seeds a temporary database of its own with its own `seed:demo`
 * (BENCH_SCALE, default 1; --history N is passed to this checkout's only, as the older one may
 * not know it) and serves it with its own compiled server, as `npm run bench` does. Then both
 * take the same writes (scripts/bench/write-scenarios.ts: a funding created, a client's phone
 * updated, a task created; 10 connections) in alternating rounds, this one first, BENCH_ROUNDS
 * (default 5) of BENCH_DURATION s (default 10) each, after a warm-up of BENCH_WARMUP s (default
 * 2), so that load from other jobs weighs on both alike. Prints for each side writes/s (median),
 * p50/p99 and the server's CPU time per write, and the ratio of this one's writes/s to the
 * baseline's (the median of the rounds' ratios). Exits 1 when a write had errors or non-2xx.
 * BENCH_DATABASE_URL=postgres://… runs it all again on two temporary PostgreSQL databases.
 * BENCH_NODE_ARGS: flags for this checkout's server's node (e.g. "--cpu-prof --cpu-prof-dir=DIR").
 * BENCH_ONLY=text measures only the writes whose name holds it (e.g. "/clients").
 *
 * `--webhooks N` (without --baseline): this checkout against itself, with N webhooks subscribed to
 * every event on one side ("current") and none on the other ("baseline"), delivering to a receiver
 * process that answers 200 (scripts/bench/webhook-receiver-server.ts): what webhooks cost a write
 * (target: within 15%). Deliveries yield to a burst of requests (ADR 0040): after each of its
 * rounds the webhook side's are waited for, outside both measures, and printed under the write.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve, join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startChildServer, type ChildServer } from '../tests/support/child-server';
import { temporaryPostgres, temporarySqlite } from '../tests/support/temp-database';
import { autocannonVersion, serverNodeArgs, track } from './bench/measure';
import { CONNECTIONS, measurePair, measureServer } from './bench/rounds';
import { failed } from './bench/report';
import { writesHeader, writesRow } from './bench/writes-table';
import { adminSession, type AdminSession } from './bench/scenario';
import { startListeningChild } from './bench/listening-child';
import { writeScenarios } from './bench/write-scenarios';
import { webhookDrains } from './bench/webhook-drain';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    history: { type: 'string' },
    webhooks: { type: 'string' },
  },
});
const WEBHOOKS = Math.max(0, Number(args.webhooks ?? 0) || 0);
const ROOTS = {
  current: process.cwd(),
  baseline:
    args.baseline === undefined ? (WEBHOOKS ? process.cwd() : undefined) : resolve(args.baseline),
};
const WARMUP_S = Math.max(1, Number(process.env.BENCH_WARMUP ?? 2) || 2);
const DURATION_S = Math.max(1, Number(process.env.BENCH_DURATION ?? 10) || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5) || 5);
const ONLY = process.env.BENCH_ONLY ?? '';
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
  const root = ROOTS[side]!;
  const history = side === 'current' && args.history ? ['--history', args.history] : [];
  const seedArgs = ['--import', 'tsx', 'scripts/seed-demo.ts', '--scale', SCALE, ...history];
  console.log(`  ${side}: ${run(root, seedArgs, { DATABASE_URL: databaseUrl })}`);
  const password = `bench-${randomBytes(9).toString('base64url')}`;
  const server = await startChildServer({
    databaseUrl,
    // BENCH_NODE_ARGS (a profile's flags, say) go to this checkout's server only.
    command: [
      node,
      ...(side === 'current' ? serverNodeArgs() : []),
      join(root, 'dist/server/main.js'),
    ],
    cwd: root,
    env: { LOG_LEVEL: 'warn', ADMIN_PASSWORD: password, WEBHOOK_ALLOW_PRIVATE: 'on', ...env },
  });
  track(server.stop);
  const session = await adminSession(server.origin, password);
  const receiver = side === 'current' ? await subscribe(session, WEBHOOKS) : undefined;
  const drains = receiver ? webhookDrains(receiver, server.pid) : undefined;
  return { server, drains, scenarios: await writeScenarios(session) };
}

const receiversToStop: (() => Promise<void>)[] = [];

/**
 * `count` webhooks to every event, delivering to a receiver process that answers 200 at once;
 * answers the receiver's origin.
 */
async function subscribe(session: AdminSession, count: number) {
  if (!count) return undefined;
  const receiver = await startListeningChild('scripts/bench/webhook-receiver-server.ts');
  track(receiver.stop);
  receiversToStop.push(async () => {
    await receiver.stop();
    console.log(`  the receiver: ${/received \d+/.exec(receiver.output())?.[0] ?? 'no count'}`);
  });
  for (let i = 0; i < count; i++) {
    const url = `${receiver.origin}/hook/${i}`;
    const res = await session.admin.call('POST', '/api/v1/webhooks', {
      webhook: { url, events: ['*'] },
    });
    if (res.status !== 201) throw new Error(`adding a webhook: ${res.status} ${res.text}`);
  }
  console.log(`  current: ${count} webhooks subscribed to every event`);
  return receiver.origin;
}

/** The bar for webhooks (docs/performance.md): a write with three within 15% of one with none. */
const WEBHOOK_TARGET = 0.85;
const webhookTarget = (ratio: number) =>
  `    target: at least ${100 * WEBHOOK_TARGET}% of the writes/s with no webhook: ` +
  `${Math.round(100 * ratio)}% ${ratio >= WEBHOOK_TARGET ? '✓' : '✗'}`;

/** The commit a checkout is at, for the printout. */
const commitOf = (root: string) =>
  spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout?.trim() || '?';

async function benchOne(
  label: string,
  create: () => Promise<{ url: string; drop: () => Promise<void> }>,
  env: Record<string, string>,
) {
  console.log(`\n## ${label}\n`);
  const databases = [await create(), ...(ROOTS.baseline ? [await create()] : [])];
  const servers: ChildServer[] = [];
  try {
    const current = await startSide('current', databases[0]!.url, env);
    servers.push(current.server);
    const baseline = databases[1] && (await startSide('baseline', databases[1].url, env));
    if (baseline) servers.push(baseline.server);
    const how = baseline ? 'on each, alternating' : 'with no baseline';
    console.log(
      `\n  ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, then ${ROUNDS} rounds of ` +
        `${DURATION_S} s ${how} (load ${loadavg()[0]!.toFixed(1)})\n`,
    );
    // CPU ms: the server process's CPU time per write (on PostgreSQL the database's is not in it).
    console.log(writesHeader());
    const options = {
      rounds: ROUNDS,
      warmup: WARMUP_S,
      duration: DURATION_S,
      afterServerRound: current.drains?.settle,
    };
    for (const [i, s] of current.scenarios.entries()) {
      if (!s.name.includes(ONLY)) continue;
      const other = baseline?.scenarios[i];
      const pair =
        baseline && (await measurePair(current.server, baseline.server, s, options, other));
      const mine = pair || (await measureServer(current.server, s, options));
      const theirs = pair && { figures: pair.ceiling, cpuMs: pair.ceilingCpuMs, ratio: pair.ratio };
      console.log(writesRow(s.name, { figures: mine.server, cpuMs: mine.serverCpuMs }, theirs));
      if (current.drains) console.log(current.drains.summary());
      if (current.drains && theirs) console.log(webhookTarget(theirs.ratio));
      if (failed(mine.server) || (theirs && failed(theirs.figures))) process.exitCode = 1;
    }
  } finally {
    for (const server of servers) await server.stop();
    for (const stop of receiversToStop.splice(0)) await stop();
    for (const database of databases) await database.drop();
  }
}

async function main() {
  console.log(
    `# npm run bench:writes  (Node ${process.version}, autocannon ${autocannonVersion()}, ` +
      `${availableParallelism()} CPUs, load ${loadavg()[0]!.toFixed(1)} at start)\n` +
      `  current:  ${ROOTS.current} (${commitOf(ROOTS.current)})\n` +
      `  baseline: ${ROOTS.baseline ? `${ROOTS.baseline} (${commitOf(ROOTS.baseline)})` : 'none'}`,
  );
  // Each checkout's build, made there by its own scripts if it is missing or stale.
  for (const root of [ROOTS.current, ROOTS.baseline])
    if (root) run(root, ['scripts/ensure-build.mjs']);
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
