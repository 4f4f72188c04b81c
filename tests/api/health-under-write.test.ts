import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp } from './support/test-app';

// docs/operations.md: /healthz answers 503 when the database cannot take a write within 2 s. A
// long write transaction must not keep it from answering (issue 34, finding 10): on SQLite, a
// run of statements used to hold the event loop itself, and the check answered when it ended.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Far past the check's 2 s: a write this long would have held every request before.
const WRITE_CAP_MS = 10_000;

describe('/healthz during a long write', () => {
  it('answers while the write still runs, and on SQLite says the database is busy (503)', async () => {
    let health: LightMyRequestResponse | undefined;
    let statements = 0;
    await t.db.transaction().execute(async (trx) => {
      const started = Date.now();
      while (!health && Date.now() - started < WRITE_CAP_MS) {
        await sql`select 1`.execute(trx);
        if (statements++ === 0)
          void t.app.inject({ method: 'GET', url: '/healthz' }).then((res) => (health = res));
      }
    });
    expect(health, 'answered before the write ended').toBeDefined();
    if (t.dialect === 'sqlite') {
      expect(health!.statusCode).toBe(503);
      expect(health!.json()).toEqual({ status: 'unavailable' });
    } else {
      expect(health!.statusCode).toBe(200); // its own connection, and the write locks nothing it needs
    }
    const after = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(after.statusCode).toBe(200);
  });
});
