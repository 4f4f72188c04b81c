import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './support/test-app';
import { expectStatus } from './support/api';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const onPostgres = process.env.TEST_DIALECT === 'postgres';

describe.runIf(onPostgres)('PostgreSQL connections that drop while idle', () => {
  // A server restart, a failover or idle_session_timeout ends idle pooled connections. node-postgres
  // then emits 'error' on the pool; with no listener that is an uncaught exception, which stops
  // a production server. The app must log it and carry on with fresh connections.
  it('do not raise an uncaught exception, and the next request still works', async () => {
    // Several connections in the pool, then all but one ended by the server.
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(t.db)));
    const uncaught: unknown[] = [];
    const capture = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', capture);
    try {
      const { rows } = await sql<{ ended: number }>`
        select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`.execute(t.db);
      expect(rows[0]!.ended).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('uncaughtException', capture);
    }
    expectStatus(await t.client().get('/healthz'), 200);
    expect(uncaught.map((e) => String(e))).toEqual([]);
  });
});

describe.runIf(!onPostgres)('SQLite', () => {
  it('has no connection pool to lose (this file is about PostgreSQL)', async () => {
    expectStatus(await t.client().get('/healthz'), 200);
  });
});
