import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startChildServer, type ChildServer } from '../support/child-server';
import { httpClient } from '../support/http-client';
import { isAlive, sleep } from '../support/processes';
import { figure } from './support/figures';
import { isOutageAnswer, mixedLoad, statusCounts, type Outcome } from './support/mixed-load';
import { startThrowawayPostgres, type ThrowawayPostgres } from './support/throwaway-postgres';
import { REQUIREMENTS } from '../../scripts/test-requirements.mjs';

// Runs everywhere the PostgreSQL 15 binaries are installed: the cluster is the test's own, so it
// can be restarted, stopped and made read-only without touching anybody else's server. Without
// them it is skipped, as the suite's setup says (a failure under CI=true).
const canRun = REQUIREMENTS.postgres15.present();
const PASSWORD = 'restart-admin-password';
const WIDTH = 20;
// Generous on purpose: the claim is "without a restart of its own", not a speed.
const RECOVERY_DEADLINE_MS = 60_000;

let cluster: ThrowawayPostgres | undefined;
let server: ChildServer | undefined;

beforeAll(async () => {
  if (!canRun) return;
  cluster = await startThrowawayPostgres();
  server = await startChildServer({
    databaseUrl: cluster.url,
    env: { ADMIN_PASSWORD: PASSWORD, SESSION_SECRET: 'restart-test-secret-'.padEnd(40, 'x') },
  });
});

afterAll(async () => {
  await server?.stop();
  await cluster?.destroy();
});

const died = () => !isAlive(server!.pid);

/** The server is still the same process, and every answer was a 2xx or the documented 503. */
function expectRodeOut(outcomes: Outcome[]) {
  expect(isAlive(server!.pid), `the server died:\n${server!.output()}`).toBe(true);
  const bad = outcomes.filter((o) => o.status !== 200 && o.status !== 201 && !isOutageAnswer(o));
  expect(
    bad.slice(0, 5).map((o) => `${o.kind} ${o.status} ${o.text.slice(0, 200)}`),
    `${statusCounts(outcomes)}\n${server!.output()}`,
  ).toEqual([]);
}

describe.runIf(canRun)('PostgreSQL restarting under load', () => {
  it('pg_ctl restart -m fast: the server stays up, answers 503 meanwhile, then 201 again', async () => {
    const client = httpClient(server!.origin);
    await client.signIn('admin', PASSWORD);
    const load = mixedLoad(client, WIDTH);
    await sleep(1000);
    const restartAt = performance.now();
    await cluster!.restart();
    const backAt = performance.now();
    const recovered = await load.firstCreatedAfter(backAt, RECOVERY_DEADLINE_MS, died);
    await sleep(500);
    await load.stop();

    expectRodeOut(load.outcomes);
    expect(recovered, `no 201 after the restart: ${statusCounts(load.outcomes)}`).toBeDefined();
    const during = load.outcomes.filter((o) => o.at >= restartAt && o.at <= recovered!.at);
    figure(
      'Faults',
      `PostgreSQL restart -m fast under load (${WIDTH} connections)`,
      `server alive; ${during.filter((o) => o.status === 503).length} answered 503 during the restart, ` +
        `0 other 5xx, 0 dropped connections; serving again ${Math.round(recovered!.at - backAt)} ms ` +
        `after the database came back (all answers: ${statusCounts(load.outcomes)})`,
    );
  });

  it('a 3 s outage: every request meanwhile is a 503 with Retry-After, /healthz too', async () => {
    const client = httpClient(server!.origin);
    await client.signIn('admin', PASSWORD);
    const load = mixedLoad(client, WIDTH);
    await sleep(500);
    await cluster!.stop();
    const downAt = performance.now();
    await sleep(1500);
    const health = await client.call('GET', '/healthz');
    await sleep(1500);
    const upAt = performance.now();
    await cluster!.start();
    const backAt = performance.now();
    const recovered = await load.firstCreatedAfter(backAt, RECOVERY_DEADLINE_MS, died);
    await load.stop();

    expectRodeOut(load.outcomes);
    const outage = load.outcomes.filter((o) => o.at > downAt + 200 && o.at < upAt);
    expect(outage.length).toBeGreaterThan(0);
    expect(statusCounts(outage)).toBe(`503×${outage.length}`);
    expect(health.status).toBe(503);
    expect(recovered, `no 201 after the outage: ${statusCounts(load.outcomes)}`).toBeDefined();
    figure(
      'Faults',
      'PostgreSQL down for 3 s under load',
      `server alive; ${outage.length} requests during the outage all answered 503 (Retry-After ` +
        `${outage[0]!.retryAfter} s), /healthz 503; serving again ` +
        `${Math.round(recovered!.at - backAt)} ms after the database came back`,
    );
  });

  it('a database that refuses writes: /healthz 503 while reads still work, 200 once writable', async () => {
    const client = httpClient(server!.origin);
    await client.signIn('admin', PASSWORD);
    const admin = new pg.Client({ connectionString: cluster!.url });
    await admin.connect();
    // New sessions start read-only; ending the server's current ones (waiting up to 5 s for each
    // to be gone) makes its pool reconnect.
    const setReadOnly = async (on: boolean) => {
      await admin.query(
        `alter database postgres ${on ? 'set default_transaction_read_only = on' : 'reset default_transaction_read_only'}`,
      );
      await admin.query(
        'select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await sleep(500);
    };
    try {
      await setReadOnly(true);
      const checks = [];
      for (let i = 0; i < 3; i++) checks.push((await client.call('GET', '/healthz')).status);
      const read = await client.call('GET', '/api/v1/overview');
      const write = await client.call('POST', '/api/v1/pages', { page: { title: 'Read-only' } });
      expect(checks).toEqual([503, 503, 503]);
      expect(read.status).toBe(200);
      expect(write.status).toBe(503);
      await setReadOnly(false);
      expect((await client.call('GET', '/healthz')).status).toBe(200);
      figure('Faults', 'read-only database (PostgreSQL)', '/healthz 503, reads 200, writes 503');
    } finally {
      await setReadOnly(false).catch(() => {});
      await admin.end();
    }
  });
});
