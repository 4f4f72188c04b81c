import { startChildServer } from '../../tests/support/child-server';
import { type HttpClient, httpClient } from '../../tests/support/http-client';
import type { TempDatabase } from '../../tests/support/temp-database';
import { seedDatabase } from '../demo-data/run';
import { processTicks, track } from './measure';
import { pgStatementCounter } from './pg-statements';

const PASSWORD = 'bench-bulk-admin-password'; // the admin of a temporary database
const ROUNDS = 3;
export const BULK_COUNT = 1000;

/** The first `count` clients' ids, paging as the dashboard does (X-Next-Cursor). */
export async function clientIds(api: HttpClient, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let path = '/api/v1/clients?limit=500'; ids.length < count;) {
    const page = await api.call('GET', path);
    ids.push(...(JSON.parse(page.text) as { id: number }[]).map((c) => c.id));
    const next = page.headers.get('x-next-cursor');
    if (!next) break;
    path = `/api/v1/clients?limit=500&after=${next}`;
  }
  ids.splice(count);
  if (ids.length !== count) throw new Error(`expected ${count} clients, found ${ids.length}`);
  return ids;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The server on `database`, signed in as the admin; `bulk(n)` sets the n-th city on all. */
async function serve(database: TempDatabase) {
  const server = await startChildServer({
    databaseUrl: database.url,
    env: {
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      SESSION_SECRET: 'bench-bulk-'.padEnd(40, 'x'),
    },
  });
  const untrack = track(server.stop);
  const api = httpClient(server.origin);
  await api.signIn('admin', PASSWORD);
  const ids = await clientIds(api, BULK_COUNT);
  const bulk = async (n: number) => {
    const body = { ids, changes: { client: { city: `Bench city ${n}` } } };
    const res = await api.call('POST', '/api/v1/clients/bulk-update', body);
    if (res.status !== 200) throw new Error(`bulk-update answered ${res.status}: ${res.text}`);
  };
  return { pid: server.pid, bulk, stop: async () => (await server.stop(), untrack()) };
}

/**
 * Sets one plain field (the city) of 1,000 clients in one bulk call, ROUNDS times on one copy of
 * seed:demo's scale 10 (1,000 clients), each round a new city so that every record changes and
 * gets its history entry. Prints the median time and the server's CPU time for the call (from
 * /proc, in clock ticks of 10 ms), which issue 35 wants done set-wise rather than record by record.
 * On PostgreSQL, one more call on a fresh server counts its SQL statements (pg-statements.ts).
 */
export async function benchBulkUpdate(label: string, makeDatabase: () => Promise<TempDatabase>) {
  const database = await makeDatabase();
  const untrackDatabase = track(database.drop);
  const times: number[] = [];
  const cpu: number[] = [];
  let statements: number | undefined;
  try {
    await seedDatabase(database.url, { scale: 10, seed: 1, force: false });
    const server = await serve(database);
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const ticks = processTicks(server.pid);
        const started = performance.now();
        await server.bulk(round);
        times.push(performance.now() - started);
        cpu.push((processTicks(server.pid) - ticks) * 10);
      }
    } finally {
      await server.stop();
    }
    const counter = database.url.startsWith('postgres') && (await pgStatementCounter(database.url));
    if (counter) {
      const logged = await serve(database); // its connections take the logging
      try {
        counter.mark();
        await logged.bulk(ROUNDS + 1);
        statements = await counter.count();
      } finally {
        await logged.stop();
      }
    }
  } finally {
    await database.drop();
    untrackDatabase();
  }
  const counted = statements === undefined ? '' : `; ${statements} SQL statements in one`;
  console.log(
    `  ${label}: bulk-update of ${BULK_COUNT.toLocaleString('en-US')} clients' city (with ` +
      `history): median ${median(times).toFixed(0)} ms, server CPU ${median(cpu)} ms, of ` +
      `${ROUNDS}${counted}`,
  );
}
