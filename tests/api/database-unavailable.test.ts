import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import { buildApp } from '../../src/server/app';
import type { AppInstance } from '../../src/server/app-types';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase, sqlitePath } from '../../src/server/db/database';
import Sqlite from '../../src/server/db/sqlite-driver';
import type { Tables } from '../../src/server/db/tables';
import { freePort } from '../support/processes';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectStatus, type Res } from './support/api';

const SECRET = 'test-secret-'.padEnd(40, 'x');
const onPostgres = process.env.TEST_DIALECT === 'postgres';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

/** A second app over `db`, with the same secret: the test app's cookies are valid on it. */
async function appOver(url: string, db: Database) {
  const config = loadConfig({ DATABASE_URL: url, SESSION_SECRET: SECRET, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config,
    db,
    dialect: config.dialect,
    secret: SECRET,
    logger: false,
  });
  await app.ready();
  return app;
}

/** A request on `app` carrying the signed-in admin's cookies and XSRF token. */
function asAdmin(app: AppInstance, method: 'GET' | 'POST', url: string, payload?: object) {
  const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = { cookie, 'x-xsrf-token': admin.jar.get('XSRF-TOKEN')! };
  return app.inject({ method, url, headers, payload });
}

function expectUnavailable(res: Res) {
  expectStatus(res, 503);
  expect(res.json()).toEqual({ message: 'The database is unavailable. Try again shortly.' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a database nobody answers for (PostgreSQL down)', () => {
  // No PostgreSQL listens on a fresh free port: every connection attempt is ECONNREFUSED.
  let app: AppInstance;
  let db: Database;
  beforeAll(async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    db = openDatabase(url).db;
    app = await appOver(url, db);
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('a request that needs the database is a 503 with a message and Retry-After, not a 500', async () => {
    expectUnavailable(await app.inject({ method: 'GET', url: `${API}/pages` }));
    expectUnavailable(await app.inject({ method: 'GET', url: `${API}/pages/1` }));
  });

  it('/healthz is 503', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expectStatus(res, 503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  });
});

describe('/healthz', () => {
  it('is 200 when the database reads and commits a write', async () => {
    const before = Date.now();
    const res = await t.client().get('/healthz');
    expectStatus(res, 200);
    expect(res.json()).toEqual({ status: 'ok' });
    const row = await t.db.selectFrom('health_checks').selectAll().executeTakeFirstOrThrow();
    expect(Number(row.checked_at)).toBeGreaterThanOrEqual(before);
  });

  it('reuses a passed check for a second: many probes, one committed write a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const checkedAt = async () =>
        Number(
          (await t.db.selectFrom('health_checks').selectAll().executeTakeFirstOrThrow()).checked_at,
        );
      vi.setSystemTime(Date.parse('2031-01-01T00:00:00.000Z'));
      expectStatus(await t.client().get('/healthz'), 200);
      const first = await checkedAt();
      expect(first).toBe(Date.parse('2031-01-01T00:00:00.000Z'));
      vi.setSystemTime(first + 999);
      for (let i = 0; i < 5; i++) expectStatus(await t.client().get('/healthz'), 200);
      expect(await checkedAt()).toBe(first);
      vi.setSystemTime(first + 1000);
      expectStatus(await t.client().get('/healthz'), 200);
      expect(await checkedAt()).toBe(first + 1000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a database that answers reads but refuses writes', () => {
  // SQLite: the file opened read-only. PostgreSQL: sessions that start read-only
  // (default_transaction_read_only, as on a hot standby or an ALTER DATABASE … SET).
  let app: AppInstance;
  let db: Database;
  beforeAll(async () => {
    if (onPostgres) {
      const url = new URL(t.url);
      url.searchParams.set('options', '-c default_transaction_read_only=on');
      db = openDatabase(url.toString()).db;
    } else {
      const file = new Sqlite(sqlitePath(t.url), { readonly: true });
      db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) });
    }
    app = await appOver(t.url, db);
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('/healthz is 503 (a read alone would pass)', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expectStatus(res, 503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    // The same database, writable, is healthy.
    expectStatus(await t.client().get('/healthz'), 200);
  });

  it('reads still answer 200; a write is a 503 with Retry-After, not a 500', async () => {
    expectStatus(await asAdmin(app, 'GET', `${API}/overview`), 200);
    expectUnavailable(await asAdmin(app, 'POST', `${API}/pages`, { page: { title: 'No' } }));
  });
});
