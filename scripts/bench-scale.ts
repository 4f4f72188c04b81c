/**
 * `npm run bench:scale`: do lists stay fast as the data grows? (A benchmark, not a test.)
 *
 * Seeds 1 000 and 100 000 clients with the demo data (seed:demo's scale 10 and 1000, kept between
 * runs: scripts/bench/scale-databases.ts), starts the real server on each database and measures
 * the median latency of calls made one at a time over HTTP as the admin, alternating between the
 * two servers (so load from elsewhere on the machine weighs on both sizes alike): the client list's first
 * page, a page near its end by ?offset= and by ?after=, searches, and the overview. Prints each
 * median at both sizes and whether the 100 000-client one is within 1.5× of the 1 000-client one.
 *
 * Environment: BENCH_DATABASE_URL=postgres://… runs PostgreSQL too (databases bench_scale_10_m… and
 * bench_scale_1000_m… beside the one named, kept; the latest migration's number in the name);
 * BENCH_FRESH=1 seeds again; BENCH_RUNS (measured
 * calls per figure, default 200). Exits 1 when a call answers other than 200 or a check fails.
 */
import { randomBytes } from 'node:crypto';
import { startChildServer } from '../tests/support/child-server';
import { httpClient } from '../tests/support/http-client';
import { track } from './bench/measure';
import {
  CACHE_DIR,
  SCALE_ADMIN_PASSWORD,
  type Seeded,
  seededPostgres,
  seededSqlite,
} from './bench/scale-databases';

const SMALL = 10; // seed:demo scale: ×100 clients
const LARGE = 1000;
const RUNS = Math.max(10, Number(process.env.BENCH_RUNS ?? 200) || 200);
const WARMUP = 20;
const LIMIT = 100;
const RATIO = 1.5;

type Call = { name: string; path: string; checked: boolean };
type Figure = Call & { ms: number; rows: number; total: string };

/** The calls, built from what this database holds so they ask the same at both sizes. */
async function calls(api: ReturnType<typeof httpClient>): Promise<Call[]> {
  const first = await get(api, `/api/v1/clients?limit=${LIMIT}`);
  const total = Number(first.headers.get('x-total-count'));
  const deepOffset = total - LIMIT - 50;
  const before = await get(api, `/api/v1/clients?limit=${LIMIT}&offset=${deepOffset - LIMIT}`);
  const cursor = before.headers.get('x-next-cursor');
  if (!cursor) throw new Error('no X-Next-Cursor on a page that is not the last');
  // One client's whole name: what staff type to find a client; it matches a few rows at any size.
  const [one] = JSON.parse((await get(api, `/api/v1/clients?limit=1&offset=500`)).text) as {
    organization_name: string;
  }[];
  const name = encodeURIComponent(one!.organization_name.replace(/ #\d+$/, ''));
  return [
    { name: 'first page', path: `/api/v1/clients?limit=${LIMIT}`, checked: true },
    {
      name: `deep page, ?offset=${deepOffset}`,
      path: `/api/v1/clients?limit=${LIMIT}&offset=${deepOffset}`,
      checked: true,
    },
    {
      name: 'deep page, ?after=<cursor>',
      path: `/api/v1/clients?limit=${LIMIT}&after=${cursor}`,
      checked: true,
    },
    {
      name: 'search: one client by name',
      path: `/api/v1/clients?limit=${LIMIT}&q=${encodeURIComponent(one!.organization_name)}`,
      checked: true,
    },
    {
      name: `search: "${decodeURIComponent(name)}" (grows with the data)`,
      path: `/api/v1/clients?limit=${LIMIT}&q=${name}`,
      checked: false,
    },
    { name: 'overview', path: '/api/v1/overview', checked: true },
  ];
}

async function get(api: ReturnType<typeof httpClient>, path: string) {
  const res = await api.call('GET', path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text.slice(0, 200)}`);
  return res;
}

/**
 * The median milliseconds of each call on both databases. The two servers run side by side and
 * the calls alternate between them, so a busy machine slows both sides alike and the ratio holds.
 */
async function measureBoth(small: Seeded, large: Seeded, env: Record<string, string>) {
  const servers = await Promise.all(
    [small, large].map((seeded) =>
      startChildServer({
        databaseUrl: seeded.url,
        // The queries themselves are timed: the response cache would answer repeats from memory.
        env: { ADMIN_PASSWORD: SCALE_ADMIN_PASSWORD, RESPONSE_CACHE: 'off', ...env },
      }),
    ),
  );
  const untrack = servers.map((server) => track(server.stop));
  try {
    const apis = servers.map((server) => httpClient(server.origin));
    for (const api of apis) await api.signIn('admin', SCALE_ADMIN_PASSWORD);
    const [smallCalls, largeCalls] = await Promise.all(apis.map((api) => calls(api)));
    const figures: [Figure, Figure][] = [];
    for (const [i, smallCall] of smallCalls!.entries()) {
      const sides = [smallCall, largeCalls![i]!] as const;
      const times: [number[], number[]] = [[], []];
      for (let run = 0; run < WARMUP + RUNS; run++) {
        for (const side of [0, 1] as const) {
          const started = performance.now();
          await get(apis[side]!, sides[side].path);
          if (run >= WARMUP) times[side].push(performance.now() - started);
        }
      }
      const figure = async (side: 0 | 1): Promise<Figure> => {
        const res = await get(apis[side]!, sides[side].path);
        const body = JSON.parse(res.text) as unknown;
        const sorted = times[side].sort((a, b) => a - b);
        return {
          ...sides[side],
          ms: sorted[Math.floor(sorted.length / 2)]!,
          rows: Array.isArray(body) ? body.length : 1,
          total: res.headers.get('x-total-count') ?? '',
        };
      };
      figures.push([await figure(0), await figure(1)]);
    }
    return figures;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    untrack.forEach((u) => u());
  }
}

const pad = (t: string | number, w: number) => String(t).padEnd(w);
const lpad = (t: string | number, w: number) => String(t).padStart(w);

async function benchDialect(label: string, seed: (scale: number) => Promise<Seeded>, env = {}) {
  console.log(`\n## ${label}\n`);
  const seeded: Seeded[] = [];
  for (const scale of [SMALL, LARGE]) {
    seeded.push(await seed(scale));
    const { reused, seconds } = seeded.at(-1)!;
    console.log(
      `  ${(scale * 100).toLocaleString('en-US')} clients: ${reused ? 'seeded database reused' : `seeded in ${seconds.toFixed(1)} s`}`,
    );
  }
  const figures = await measureBoth(seeded[0]!, seeded[1]!, env);
  console.log(
    `\n  ${pad('call (median of ' + RUNS + ')', 44)}${lpad('1k ms', 8)}${lpad('100k ms', 9)}${lpad('ratio', 7)}  rows (total) at 100k   within ${RATIO}×`,
  );
  let failed = 0;
  for (const [s, l] of figures) {
    const name = l.name;
    const ratio = l.ms / s.ms;
    const ok = ratio <= RATIO;
    if (!ok && s.checked) failed++;
    console.log(
      `  ${pad(name, 44)}${lpad(s.ms.toFixed(2), 8)}${lpad(l.ms.toFixed(2), 9)}${lpad(ratio.toFixed(2), 7)}  ${pad(`${l.rows} (${l.total || '-'})`, 21)}  ${s.checked ? (ok ? 'yes' : 'NO') : `(${ok ? 'yes' : 'no'}, not checked)`}`,
    );
  }
  return failed;
}

async function main() {
  const started = Date.now();
  console.log(`Seeded databases are kept in ${CACHE_DIR} (BENCH_FRESH=1 seeds them again).`);
  let failed = await benchDialect('SQLite', seededSqlite);
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    failed += await benchDialect('PostgreSQL', (scale) => seededPostgres(pgUrl, scale), {
      SESSION_SECRET: randomBytes(32).toString('hex'),
    });
  } else console.log('\n(PostgreSQL: set BENCH_DATABASE_URL=postgres://… to measure it too.)');
  console.log(
    `\n${failed ? `${failed} call(s) over ${RATIO}×` : `All checked calls within ${RATIO}×`} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (failed) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
