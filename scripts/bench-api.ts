/**
 * `npm run bench:api`: the JSON API's throughput, latency and memory (a benchmark, not a test).
 *
 * Starts the real server (NODE_ENV=production, LOG_LEVEL=warn) on a temporary SQLite database and
 * a free port, times it from spawn to its first 200 on /healthz, seeds data through the real API
 * as the admin (GET /session, then POST /session with X-XSRF-TOKEN): 200 pages whose list is about
 * 41 KB of JSON, and 100 clients with 2 projects each. Then autocannon (10 connections, a 2 s
 * warm-up, then BENCH_DURATION seconds, default 10) measures:
 *
 *   1. GET /healthz
 *   2. GET /api/v1/pages?limit=200, anonymous: the ~41 KB list, read from the database every time
 *   3. GET /api/v1/pages/1: one page
 *   4. GET /api/v1/clients?limit=100 as the admin: 100 clients with their projects (the embed path,
 *      and the session lookup of every signed-in request)
 *
 * For each: req/s (mean and median of the per-second samples), latency p50/p99, bytes per
 * response, errors and non-2xx answers (must be 0), and the server's peak RSS, beside the
 * reference figures measured on this machine (docs/development.md).
 *
 * Environment: BENCH_DATABASE_URL=postgres://… also runs everything on PostgreSQL, in a temporary
 * database created beside the one named and dropped at the end (about a minute more);
 * BENCH_DURATION (seconds per measurement); BENCH_ONLY (measure only the calls whose name holds
 * this text, e.g. "pages?"); BENCH_NODE_ARGS (flags for the server's node, e.g. "--cpu-prof
 * --cpu-prof-dir=/tmp/prof" to profile it); BENCH_LOG_LEVEL (the server's, default warn).
 * Exits 1 when a measured call had an error or a non-2xx answer.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startChildServer } from '../tests/support/child-server';
import { httpClient, pool, type Answer } from '../tests/support/http-client';
import { memory } from '../tests/support/processes';
import { temporaryPostgres } from '../tests/support/temp-database';
import { autocannonVersion, cpuShares, rssSampler, track, serverNodeArgs } from './bench/measure';

const CONNECTIONS = 10;
const WARMUP_S = 2;
const DURATION_S = Math.max(1, Number(process.env.BENCH_DURATION ?? 10) || 10);
const PAGES = 200;
const LIST_TARGET_BYTES = 41_000; // the reference's 200 rows of ~41 KB of JSON
const CLIENTS = 100;
const PROJECTS_PER_CLIENT = 2;
const SEED_CONCURRENCY = 4;

/**
 * docs/development.md, measured on this machine with the same load (autocannon, 10 connections,
 * 10 s) on the same payload as the page list: 200 rows, ~41 KB of JSON. [label, low, high req/s]
 */
const REFERENCE: [string, number, number][] = [
  ['bare Fastify, that JSON string built once', 9_000, 11_800],
  ['bare Fastify, the rows serialized per request', 2_500, 2_500],
  ['bare Fastify, read from better-sqlite3 every request', 650, 650],
  ['Directus 11.3.5 on SQLite', 90, 90],
];
const DIRECTUS = { startupS: 4.2, rssMb: '210–370 MB' };

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const lpad = (text: string | number, width: number) => String(text).padStart(width);
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const ONLY = process.env.BENCH_ONLY ?? '';
const NODE_ARGS = serverNodeArgs();
let problems = 0;

// ---------------------------------------------------------------------------------------------
// The real server, and the process that really serves (tsx may run node as a child)

/** The real server as the hardening suite runs it: node with tsx as a loader, in its own group. */
const startServer = (databaseUrl: string, env: Record<string, string>) =>
  startChildServer({
    databaseUrl,
    nodeArgs: NODE_ARGS,
    env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn', ...env },
  });

// ---------------------------------------------------------------------------------------------
// A cookie-keeping API client for the seeding, as the README's curl examples do it

/** The cookie-keeping client of the tests, failing loudly on anything but a 2xx. */
function apiClient(origin: string) {
  const client = httpClient(origin);
  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const res = await client.call(method, path, body);
    if (res.status < 200 || res.status >= 300)
      throw new Error(`${method} ${path}: ${res.status} ${res.text.slice(0, 300)}`);
    return res;
  }
  return { call, cookieHeader: client.cookieHeader };
}

const LOREM =
  'Structured cabling, CCTV and access control for offices, schools and clinics: surveyed, ' +
  'installed, documented and maintained by one team. ';
const text = (length: number) => LOREM.repeat(Math.ceil(length / LOREM.length)).slice(0, length);

type Seeded = { cookie: string; pagesBytes: number; clientsBytes: number; pageBytes: number };

async function seed(origin: string, password: string): Promise<Seeded> {
  const api = apiClient(origin);
  await api.call('GET', '/session');
  await api.call('POST', '/session', { username: 'admin', password });

  // One page first, to learn how many bytes a row takes beside its content, then the rest sized
  // so that the 200 rows of the list come to about LIST_TARGET_BYTES.
  const perRow = Math.floor((LIST_TARGET_BYTES - 2) / PAGES) - 1; // "[", "]" and the commas
  const first = await api.call('POST', '/api/v1/pages', {
    page: { title: 'Bench page 1', content: text(40) },
  });
  const content = Math.max(0, 40 + perRow - first.text.length);
  await pool(PAGES - 1, SEED_CONCURRENCY, async (i) => {
    await api.call('POST', '/api/v1/pages', {
      page: { title: `Bench page ${i + 2}`, content: text(content) },
    });
  });

  await pool(CLIENTS, SEED_CONCURRENCY, async (i) => {
    const n = String(i + 1).padStart(3, '0');
    const client = JSON.parse(
      (
        await api.call('POST', '/api/v1/clients', {
          client: {
            organization_name: `Bench client ${n}`,
            phone_number: `+1 555 0${n}`,
            email_address: `ops${n}@client.test`,
            country: 'US',
            state: 'CA',
            city: 'Fresno',
            street: `${i + 1} Main St`,
          },
        })
      ).text,
    ) as { id: number };
    for (let p = 1; p <= PROJECTS_PER_CLIENT; p++) {
      await api.call('POST', '/api/v1/projects', {
        project: {
          name: `Bench client ${n} project ${p}`,
          description: 'Cameras and cabling',
          project_class: p === 1 ? 'CCTV' : 'Networking',
          client_id: client.id,
        },
      });
    }
  });

  // Check what the measured calls answer, once, before measuring them.
  const cookie = api.cookieHeader();
  const anonymous = apiClient(origin);
  const list = await anonymous.call('GET', `/api/v1/pages?limit=${PAGES}`);
  const rows = JSON.parse(list.text) as unknown[];
  if (rows.length !== PAGES) throw new Error(`the page list has ${rows.length} rows, not ${PAGES}`);
  const clients = await api.call('GET', `/api/v1/clients?limit=${CLIENTS}`);
  const clientRows = JSON.parse(clients.text) as { projects: unknown[] }[];
  if (
    clientRows.length !== CLIENTS ||
    clientRows.some((c) => c.projects.length !== PROJECTS_PER_CLIENT)
  )
    throw new Error('the client list does not hold 100 clients with 2 projects each');
  const page = await anonymous.call('GET', '/api/v1/pages/1');
  return {
    cookie,
    pagesBytes: Buffer.byteLength(list.text),
    clientsBytes: Buffer.byteLength(clients.text),
    pageBytes: Buffer.byteLength(page.text),
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

type Scenario = {
  name: string;
  path: string;
  headers?: Record<string, string>;
  bodyBytes: number;
};

type Measured = Scenario & {
  mean: number;
  median: number;
  p50: number;
  p99: number;
  wireBytes: number;
  requests: number;
  errors: number;
  non2xx: number;
  peakRssKb: number;
  cpu: { server: number; client: number; others: number };
};

const NAME_WIDTH = 38;
const COLUMNS: [title: string, width: number, value: (m: Measured) => string][] = [
  ['req/s', 7, (m) => int(m.mean)],
  ['median', 7, (m) => int(m.median)],
  ['p50 ms', 7, (m) => String(m.p50)],
  ['p99 ms', 7, (m) => String(m.p99)],
  ['body B', 8, (m) => int(m.bodyBytes)],
  ['wire B', 8, (m) => int(m.wireBytes)],
  ['requests', 9, (m) => int(m.requests)],
  ['err/non2xx', 11, (m) => `${m.errors}/${m.non2xx}`],
  ['peak RSS', 9, (m) => mb(m.peakRssKb)],
  [
    'CPU srv/ac/other',
    17,
    ({ cpu: c }) => `${c.server.toFixed(0)}/${c.client.toFixed(0)}/${c.others.toFixed(0)}%`,
  ],
];
const row = (name: string, cells: string[]) =>
  `  ${pad(name, NAME_WIDTH)}${cells.map((c, i) => lpad(c, COLUMNS[i]![1])).join(' ')}`;

const cannon = (url: string, duration: number, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: CONNECTIONS, duration, headers });

async function measure(
  origin: string,
  scenario: Scenario,
  serverPid: number,
  rss: ReturnType<typeof rssSampler>,
): Promise<Measured> {
  const url = `${origin}${scenario.path}`;
  await cannon(url, WARMUP_S, scenario.headers);
  rss.reset();
  const shares = cpuShares(serverPid);
  const r = await cannon(url, DURATION_S, scenario.headers);
  const cpu = shares();
  const m: Measured = {
    ...scenario,
    mean: r.requests.average, // autocannon's requests histogram holds the per-second counts
    median: r.requests.p50,
    p50: r.latency.p50,
    p99: r.latency.p99,
    wireBytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
    requests: r.requests.total,
    errors: r.errors, // connection errors, timeouts included
    non2xx: r.non2xx,
    peakRssKb: rss.peak(),
    cpu,
  };
  if (m.errors || m.non2xx || m.requests === 0) problems += 1;
  console.log(
    row(
      scenario.name,
      COLUMNS.map(([, , value]) => value(m)),
    ),
  );
  return m;
}

async function benchOne(label: string, databaseUrl: string, env: Record<string, string> = {}) {
  const password = `bench-${randomBytes(9).toString('base64url')}`;
  console.log(`\n## ${label}\n`);
  const server = await startServer(databaseUrl, { ...env, ADMIN_PASSWORD: password });
  const untrack = track(server.stop);
  const rss = rssSampler(server.pid);
  try {
    const idle = memory(server.pid);
    console.log(
      `  spawn → first 200 on /healthz: ${(server.startupMs / 1000).toFixed(2)} s   (Directus: ${DIRECTUS.startupS} s)`,
    );
    console.log(`  server: pid ${server.pid} on ${server.origin}, RSS after start ${mb(idle.rss)}`);
    const seedStart = performance.now();
    const seeded = await seed(server.origin, password);
    console.log(
      `  seeded through the API in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ` +
        `${PAGES} pages (list JSON ${int(seeded.pagesBytes)} B), ${CLIENTS} clients × ${PROJECTS_PER_CLIENT} projects ` +
        `(list JSON ${int(seeded.clientsBytes)} B)`,
    );
    console.log(
      `\n  autocannon: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, then ${DURATION_S} s each. req/s: mean and median of the` +
        `\n  per-second samples; body: JSON bytes; wire: bytes per response with headers; peak RSS: while measuring;` +
        `\n  CPU: % of the whole machine (${availableParallelism()} CPUs = 100%) used by the server / autocannon / other processes` +
        (databaseUrl.startsWith('postgres') ? ' (PostgreSQL among them)\n' : '\n'),
    );
    console.log(
      row(
        'call',
        COLUMNS.map(([title]) => title),
      ),
    );
    const scenarios: Scenario[] = [
      {
        name: 'GET /healthz',
        path: '/healthz',
        bodyBytes: Buffer.byteLength('{"status":"ok"}'),
      },
      {
        name: `GET /api/v1/pages?limit=${PAGES} (anon)`,
        path: `/api/v1/pages?limit=${PAGES}`,
        bodyBytes: seeded.pagesBytes,
      },
      {
        name: 'GET /api/v1/pages/1 (anon)',
        path: '/api/v1/pages/1',
        bodyBytes: seeded.pageBytes,
      },
      {
        name: `GET /api/v1/clients?limit=${CLIENTS} (admin)`,
        path: `/api/v1/clients?limit=${CLIENTS}`,
        headers: { cookie: seeded.cookie },
        bodyBytes: seeded.clientsBytes,
      },
    ].filter((s) => !ONLY || s.name.includes(ONLY));
    const results: Measured[] = [];
    for (const scenario of scenarios)
      results.push(await measure(server.origin, scenario, server.pid, rss));

    const final = memory(server.pid);
    console.log(
      `\n  server RSS: peak ${mb(final.hwm)} since start (VmHWM), ${mb(final.rss)} now   (Directus: ${DIRECTUS.rssMb})`,
    );
    const list = results.find((m) => m.path.startsWith('/api/v1/pages?'));
    if (list) {
      console.log(
        `\n  The page list beside the reference figures (docs/development.md: this machine, the same load,` +
          `\n  200 rows of ~41 KB JSON), median req/s:\n`,
      );
      console.log(
        `  ${pad('ours: GET /api/v1/pages?limit=200', 56)} ${lpad(int(list.median), 13)}`,
      );
      for (const [name, low, high] of REFERENCE) {
        const range = low === high ? `~${int(low)}` : `${int(low)}–${int(high)}`;
        const ratio = list.median / ((low + high) / 2);
        const share =
          ratio >= 1 ? `ours ×${ratio.toFixed(1)}` : `ours = ${(ratio * 100).toFixed(0)}%`;
        console.log(`  ${pad(name, 56)} ${lpad(range, 13)}   ${share}`);
      }
    }
    const bad = results.filter((m) => m.errors || m.non2xx || m.requests === 0);
    console.log(
      bad.length
        ? `\n  ERRORS: ${bad.map((m) => `${m.name}: ${m.errors} errors, ${m.non2xx} non-2xx`).join('; ')}`
        : '\n  No errors, no non-2xx answers.',
    );
  } finally {
    rss.stop();
    await server.stop();
    untrack();
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = Date.now();
  const [load1, load5] = loadavg();
  console.log(
    `# bench:api  (Node ${process.version}, autocannon ${autocannonVersion()}, ${availableParallelism()} CPUs, ` +
      `load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} over 1 / 5 min at start)`,
  );
  if (load1! >= availableParallelism() * 0.75)
    console.log(
      '  (a high load: another job, or a run that just ended; see the "others" CPU below)',
    );

  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const untrackDir = track(removeDir);
  try {
    await benchOne('SQLite (temporary file)', `sqlite:${join(dir, 'bench.db')}`);
  } finally {
    removeDir();
    untrackDir();
  }

  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const database = await temporaryPostgres(pgUrl, 'bench_api');
    const untrackDb = track(database.drop);
    try {
      await benchOne(
        `PostgreSQL (temporary database ${new URL(database.url).pathname.slice(1)})`,
        database.url,
        {
          SESSION_SECRET: randomBytes(32).toString('hex'),
        },
      );
    } finally {
      await database.drop();
      untrackDb();
    }
  }

  console.log(`\nServer stopped. (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (problems > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
