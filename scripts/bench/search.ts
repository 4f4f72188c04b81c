import { loadavg } from 'node:os';
import { startChildServer } from '../../tests/support/child-server';
import { rssSampler, track } from './measure';
import { CONNECTIONS, measureServer } from './rounds';
import { type AdminSession, type Scenario, adminSession } from './scenario';
import { SCALE_ADMIN_PASSWORD, type Seeded, seededPostgres, seededSqlite } from './scale-databases';

const SCALE = 1000; // seed:demo's scale: 100 000 clients and everything with them
const P99_TARGET_MS = 50;

/** What the palette is typed with at this scale, by kind; exact titles are read from the data. */
async function queries(session: AdminSession): Promise<Record<string, string[]>> {
  const first = async (path: string, field: string) => {
    const res = await session.admin.call('GET', path);
    const [row] = JSON.parse(res.text) as Record<string, string>[];
    if (!row) throw new Error(`GET ${path}: nothing to take an exact title from`);
    return row[field]!;
  };
  return {
    prefix: ['harp', 'lindq', 'kowal', 'night vis', 'glasg', 'cam'],
    typo: ['harpr', 'lindqvsit', 'pharmcy', 'glasgw', 'kowalsky', 'nakamrua'],
    exact: [
      await first('/api/v1/clients?q=37430', 'organization_name'),
      await first('/api/v1/clients?offset=50000&limit=1', 'organization_name'),
      await first('/api/v1/projects?offset=70000&limit=1', 'name'),
      await first('/api/v1/notes?offset=5000&limit=1', 'title'),
      'Choosing a recorder',
    ],
    'multi-word': [
      'harper dental',
      'remote viewing',
      'cabling trunking',
      'glasgow pharmacy',
      'mount cameras',
      'survey cameras',
    ],
    rare: ['37430', 'office37430', '61251', 'xylograph', 'munich 4 tb'],
    common: ['camera', 'site', 'the', 'cctv', 'install', 'office'],
  };
}

/** A GET of the search cycling through `list`, one query per request. */
function scenario(kind: string, list: string[], session: AdminSession, answer: string): Scenario {
  const path = (n: number) => `/api/v1/search?q=${encodeURIComponent(list[n % list.length]!)}`;
  return {
    name: `GET /api/v1/search: ${kind} (${list.length})`,
    method: 'GET',
    path: path(0),
    vary: (n) => ({ path: path(n), body: '' }),
    headers: session.read,
    read: true,
    bytes: Buffer.byteLength(answer),
    ceiling: { method: 'GET', path: '/api/v1/search', status: 200, body: answer },
  };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

/** The search at scale 1000 on one database: each kind of query, then all of them mixed. */
async function benchOne(label: string, seeded: Seeded, env: Record<string, string>) {
  const options = {
    rounds: Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3) || 3),
    warmup: 2,
    duration: Math.max(1, Number(process.env.BENCH_DURATION ?? 10) || 10),
  };
  const server = await startChildServer({
    databaseUrl: seeded.url,
    env: { LOG_LEVEL: 'warn', ADMIN_PASSWORD: SCALE_ADMIN_PASSWORD, ...env },
  });
  const untrack = track(server.stop);
  const rss = rssSampler(server.pid);
  let failed = 0;
  try {
    const session = await adminSession(server.origin, SCALE_ADMIN_PASSWORD);
    const kinds = await queries(session);
    kinds.mix = Object.values(kinds).flat();
    const hits: string[] = [];
    for (const q of kinds.mix) {
      const res = await session.admin.call('GET', `/api/v1/search?q=${encodeURIComponent(q)}`);
      if (res.status !== 200)
        throw new Error(`search ${q}: ${res.status} ${res.text.slice(0, 200)}`);
      hits.push(`${q}: ${(JSON.parse(res.text) as unknown[]).length}`);
    }
    console.log(
      `\n  ${label} (load ${loadavg()[0]!.toFixed(1)}), hits per query: ${hits.join(', ')}`,
    );
    console.log(
      `  ${'queries'.padEnd(34)}  req/s  p50 ms  p99 ms  p99<${P99_TARGET_MS}ms  CPU ms  err/non2xx`,
    );
    rss.reset();
    for (const [kind, list] of Object.entries(kinds)) {
      const s = scenario(kind, list, session, '[]');
      const { server: f, serverCpuMs } = await measureServer(server, s, options);
      if (f.errors || f.non2xx || !f.requests) failed++;
      console.log(
        `  ${s.name.slice('GET /api/v1/search: '.length).padEnd(34)}${pad(Math.round(f.median), 7)}` +
          `${pad(f.p50, 8)}${pad(f.p99, 8)}${pad(f.p99 < P99_TARGET_MS ? '✓' : '✗', 10)}` +
          `${pad(serverCpuMs.toFixed(3), 8)}${pad(`${f.errors}/${f.non2xx}`, 12)}`,
      );
    }
    console.log(`  server peak RSS while measuring: ${(rss.peak() / 1024).toFixed(0)} MB`);
  } finally {
    rss.stop();
    await server.stop();
    untrack();
  }
  return failed;
}

/**
 * GET /api/v1/search at 100 000 clients (the databases of bench:scale, seeded once and kept),
 * on SQLite and, with `postgresUrl`, on PostgreSQL: p50 and p99 at CONNECTIONS connections for
 * each kind of query and for all mixed (target p99 < 50 ms). Answers how many calls failed.
 */
export async function benchSearch(postgresUrl: string | undefined): Promise<number> {
  console.log(`\n## Search at ${SCALE * 100} clients, ${CONNECTIONS} connections\n`);
  let failed = await benchOne('SQLite', await seededSqlite(SCALE), {});
  if (postgresUrl)
    failed += await benchOne('PostgreSQL', await seededPostgres(postgresUrl, SCALE), {
      SESSION_SECRET: 'bench-search-'.padEnd(40, 'x'),
    });
  return failed;
}
