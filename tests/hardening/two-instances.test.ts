import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from 'node:http';
import pg from 'pg';
import { LISTENER_APPLICATION_NAME } from '../../src/server/db/change-listener';
import { startChildServer, type ChildServer } from '../support/child-server';
import { httpClient, type HttpClient } from '../support/http-client';
import { sleep } from '../support/processes';
import { temporaryPostgres, type TempDatabase } from '../support/temp-database';

// Two servers on one PostgreSQL database with one SESSION_SECRET, as behind a load balancer.
// Each keeps its own cache of answers (docs/decisions/0011-response-cache.md): a write on one
// must show on the other's very next read, however recently the other cached the answer.
const PASSWORD = 'two instances admin password';
const postgresUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 40;

describe.runIf(Boolean(postgresUrl))('two servers on one PostgreSQL database', () => {
  let database: TempDatabase;
  let a: ChildServer;
  let b: ChildServer;
  let onA: HttpClient;
  let onB: HttpClient;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await temporaryPostgres(postgresUrl!, 'instances');
    const env = { ADMIN_PASSWORD: PASSWORD, SESSION_SECRET: 'two-instances-'.padEnd(40, 'x') };
    a = await startChildServer({ databaseUrl: database.url, env });
    b = await startChildServer({ databaseUrl: database.url, env });
    onA = httpClient(a.origin);
    await onA.signIn('admin', PASSWORD);
    onB = sameBrowser(onA, b.origin);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  /** A client for another origin sharing this one's cookies (session and XSRF token). */
  function sameBrowser(from: HttpClient, origin: string): HttpClient {
    const other = httpClient(origin);
    for (const [name, value] of from.jar) other.jar.set(name, value);
    return other;
  }
  const json = async <T>(c: HttpClient, path: string): Promise<T> => {
    const res = await c.call('GET', `/api/v1/${path}`);
    expect(res.status, res.text).toBe(200);
    return JSON.parse(res.text) as T;
  };
  const created = async (c: HttpClient, path: string, body: unknown) => {
    const res = await c.call('POST', `/api/v1/${path}`, body);
    expect(res.status, res.text).toBe(201);
    return JSON.parse(res.text) as { id: number };
  };
  const names = (rows: { name: string }[]) => rows.map((r) => r.name);

  it('a session and its XSRF token from one server work on the other; signing out ends it on both', async () => {
    expect((await onB.call('GET', '/session')).text).toContain('"admin"');
    await created(onB, 'inventory', { item: { name: 'Made on B' } });
    expect(names(await json(onA, 'inventory?q=made'))).toEqual(['Made on B']);

    const leaving = httpClient(a.origin);
    await leaving.signIn('admin', PASSWORD);
    const leavingOnB = sameBrowser(leaving, b.origin);
    expect((await leavingOnB.call('GET', '/api/v1/inventory')).status).toBe(200);
    expect((await leaving.call('DELETE', '/session')).status).toBe(200);
    // The old cookie, replayed on B right after B answered it from its session cache.
    expect((await leavingOnB.call('GET', '/api/v1/inventory')).status).toBe(401);
  });

  it('login throttling counts attempts made on both servers', async () => {
    const attempt = async (server: ChildServer) => {
      const c = httpClient(server.origin);
      await c.call('GET', '/session');
      return (await c.call('POST', '/session', { username: 'ghost', password: 'wrong' })).status;
    };
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a]) statuses.push(await attempt(server));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(await attempt(b)).toBe(429);
    expect(await attempt(a)).toBe(429);
  });

  it("a write on one server shows on the other's very next read, cached answers included", async () => {
    const client = await created(onA, 'clients', {
      client: { organization_name: 'Shared Ltd', phone_number: '1', country: 'Kenya' },
    });
    const projectsOf = async (c: HttpClient) =>
      (await json<{ id: number; projects: unknown[] }[]>(c, 'clients?limit=100')).find(
        (row) => row.id === client.id,
      )!.projects.length;
    for (let round = 0; round < ROUNDS; round++) {
      const [writer, reader] = round % 2 === 0 ? [onA, onB] : [onB, onA];
      // The reader caches the answers first (twice: the second is a cache hit).
      for (let i = 0; i < 2; i++) {
        await json(reader, 'inventory?q=round');
        await projectsOf(reader);
      }
      await created(writer, 'inventory', { item: { name: `round ${round}` } });
      await created(writer, 'projects', { project: { name: `P${round}`, client_id: client.id } });
      // The very answers it just cached, asked again at once.
      expect(names(await json(reader, 'inventory?q=round'))).toContain(`round ${round}`);
      expect(await projectsOf(reader)).toBe(round + 1);
    }
  });

  it('a comment on one server reaches, as a mention, a live stream held by the other', async () => {
    const made = await onA.call('POST', '/api/v1/users', {
      username: 'mira',
      email_address: 'mira@example.com',
      role: 'admin',
      password: 'mira on the other server',
    });
    expect(made.status, made.text).toBe(201);
    const mira = httpClient(b.origin);
    await mira.signIn('mira', 'mira on the other server');
    let received = '';
    const request = get(`${b.origin}/api/v1/events`, { headers: { cookie: mira.cookieHeader() } });
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request.on('error', reject).on('response', (res) => {
        res.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
        resolve(res.statusCode);
      });
    });
    expect(status).toBe(200);
    const client = await created(onA, 'clients', { client: { organization_name: 'North wall' } });
    await created(onA, `clients/${client.id}/comments`, {
      comment: { body: '@mira the client wants the cameras moved to the north wall' },
    });
    const until = Date.now() + 10_000;
    while (!received.includes('north wall') && Date.now() < until) await sleep(20);
    request.destroy();
    expect(received).toMatch(/id: \d+\nevent: notification\ndata: .*admin mentioned you/);
  });

  it('while the change listener reconnects, no server answers stale', async () => {
    const listeners = async () =>
      (
        await sql.query<{ pid: number }>(
          'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
          [LISTENER_APPLICATION_NAME],
        )
      ).rows.map((r) => r.pid);
    const before = await listeners();
    expect(before).toHaveLength(2); // one per server
    const item = await created(onA, 'inventory', { item: { name: 'Counter', quantity: 0 } });
    const quantity = async (c: HttpClient) =>
      (await json<{ quantity: number }>(c, `inventory/${item.id}`)).quantity;
    expect(await quantity(onB)).toBe(0);

    await sql.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    const deadline = Date.now() + 30_000;
    let round = 0;
    // Writes and reads through the drop and the reconnection, and some time after it.
    for (let back = 0; back < 10 && Date.now() < deadline; round++) {
      const [writer, reader] = round % 2 === 0 ? [onA, onB] : [onB, onA];
      await quantity(reader);
      const res = await writer.call('PUT', `/api/v1/inventory/${item.id}`, {
        item: { quantity: round + 1 },
      });
      expect(res.status, res.text).toBe(200);
      expect(await quantity(reader)).toBe(round + 1);
      expect(await quantity(writer)).toBe(round + 1);
      const now = await listeners();
      if (now.length === 2 && !now.some((pid) => before.includes(pid))) back += 1;
      await sleep(50);
    }
    const after = await listeners();
    expect(after).toHaveLength(2);
    expect(after.some((pid) => before.includes(pid))).toBe(false);
  });
});
