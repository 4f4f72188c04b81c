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

  // A restart ends busy connections too. A client checked out of the pool (here inside a
  // transaction, between two statements) has no pool listener: its 'error' event used to be an
  // uncaught exception that stopped the server (57P01 under `pg_ctl restart -m fast`).
  it('a connection ended while checked out fails its transaction, not the process', async () => {
    const uncaught: unknown[] = [];
    const capture = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', capture);
    try {
      const doomed = t.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Waits (up to 5 s) until the backend is gone; the FATAL 57P01 reaches an idle client.
        await sql`select pg_terminate_backend(${rows[0]!.pid}, 5000)`.execute(t.db);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(doomed).rejects.toThrow();
    } finally {
      process.off('uncaughtException', capture);
    }
    expect(uncaught.map((e) => String(e))).toEqual([]);
    expectStatus(await t.client().get('/healthz'), 200);
  });
});

describe.runIf(!onPostgres)('SQLite', () => {
  it('has no connection pool to lose (this file is about PostgreSQL)', async () => {
    expectStatus(await t.client().get('/healthz'), 200);
  });
});
