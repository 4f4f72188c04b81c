/**
 * `npm run bench:streams`: 1,000 live notification streams (GET /api/v1/events) held by one
 * server (a benchmark, not a test). Starts the compiled server on a temporary SQLite database
 * (BENCH_DATABASE_URL=postgres://… for PostgreSQL), opens BENCH_STREAMS streams (default 1000,
 * each its own connection, one signed-in admin), and prints the server's RSS and CPU before,
 * while they are held idle for BENCH_DURATION s (default 10), and when a notification reaches all
 * of them (an item falling to its low-stock threshold): how long until every stream had it.
 */
import { request, type ClientRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { startChildServer } from '../tests/support/child-server';
import { temporaryPostgres, temporarySqlite } from '../tests/support/temp-database';
import { memory } from '../tests/support/processes';
import { processTicks, track } from './bench/measure';
import { adminSession } from './bench/scenario';

const STREAMS = Math.max(1, Number(process.env.BENCH_STREAMS ?? 1000) || 1000);
const DURATION_S = Math.max(1, Number(process.env.BENCH_DURATION ?? 10) || 10);
const TICK_MS = 10; // /proc's clock ticks

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const database = pgUrl
    ? await temporaryPostgres(pgUrl, 'bench_streams')
    : temporarySqlite('bench-streams-');
  const password = `bench-${randomBytes(9).toString('base64url')}`;
  const server = await startChildServer({
    databaseUrl: database.url,
    env: {
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: password,
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
  });
  track(server.stop);
  try {
    const session = await adminSession(server.origin, password);
    const pid = server.child.pid!;
    const before = { rss: memory(pid).rss, ticks: processTicks(pid) };
    console.log(
      `# npm run bench:streams (${pgUrl ? 'PostgreSQL' : 'SQLite'}, Node ${process.version})`,
    );
    console.log(`  server at start: RSS ${mb(before.rss)}`);

    const received = new Array<number>(STREAMS).fill(0);
    const requests: ClientRequest[] = [];
    const opened = performance.now();
    await Promise.all(
      Array.from(
        { length: STREAMS },
        (_, i) =>
          new Promise<void>((resolve, reject) => {
            const req = request(`${server.origin}/api/v1/events`, {
              headers: { cookie: session.read.cookie },
              agent: false,
            });
            req.on('response', (res) => {
              if (res.statusCode !== 200)
                return reject(new Error(`stream ${i}: ${res.statusCode}`));
              res.setEncoding('utf8').on('data', (chunk: string) => {
                if (chunk.includes('event: notification')) received[i] = performance.now();
              });
              resolve();
            });
            req.on('error', reject).end();
            requests.push(req);
          }),
      ),
    );
    const openMs = performance.now() - opened;
    const held = { rss: memory(pid).rss, ticks: processTicks(pid) };
    console.log(
      `  ${STREAMS} streams opened in ${openMs.toFixed(0)} ms: RSS ${mb(held.rss)} ` +
        `(+${((held.rss - before.rss) / STREAMS).toFixed(1)} KB a stream)`,
    );
    await sleep(DURATION_S * 1000);
    const idle = { rss: memory(pid).rss, ticks: processTicks(pid) };
    console.log(
      `  held idle ${DURATION_S} s: RSS ${mb(idle.rss)}, CPU ${(((idle.ticks - held.ticks) * TICK_MS) / (DURATION_S * 10)).toFixed(1)}% of a core`,
    );

    const made = await session.admin.call('POST', '/api/v1/inventory', {
      item: { name: 'Streamed', quantity: 5, low_stock_threshold: 2 },
    });
    const id = (JSON.parse(made.text) as { id: number }).id;
    const written = performance.now();
    const put = await session.admin.call('PUT', `/api/v1/inventory/${id}`, {
      item: { name: 'Streamed', quantity: 1, low_stock_threshold: 2 },
    });
    if (put.status !== 200) throw new Error(`PUT: ${put.status} ${put.text}`);
    const until = Date.now() + 30_000;
    while (received.some((at) => at === 0) && Date.now() < until) await sleep(10);
    const got = received
      .filter((at) => at > 0)
      .map((at) => at - written)
      .sort((a, b) => a - b);
    const told = { rss: memory(pid).rss, ticks: processTicks(pid) };
    const pct = (p: number) => got[Math.min(got.length - 1, Math.floor(p * got.length))] ?? NaN;
    console.log(
      `  one notification to all: ${got.length}/${STREAMS} streams had it; after the write ` +
        `p50 ${pct(0.5).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms, last ${(got.at(-1) ?? NaN).toFixed(0)} ms ` +
        `(the sender is woken by the answer); server CPU ${((told.ticks - idle.ticks) * TICK_MS).toFixed(0)} ms, RSS ${mb(told.rss)}`,
    );
    for (const req of requests) req.destroy();
    if (got.length !== STREAMS) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
