import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryPostgres, temporarySqlite, type TempDatabase } from '../support/temp-database';
import { pool } from '../support/http-client';
import { API, concreteUrl, isStream, seedOneOfEach } from '../api/support/api';
import type { Role } from '../api/support/test-app';
import { ROLES, isDocs, roleMismatches, routesFromOpenApi } from '../support/role-matrix';
import { figure } from './support/figures';
import { asApiClient, recorder } from './support/recording-client';
import { ACCOUNTS, PASSWORD, startAccessServer } from './support/access-server';

function accessSuite(label: string, makeDatabase: () => Promise<TempDatabase>) {
  describe(`access on ${label}`, () => {
    let database: TempDatabase;
    let running: Awaited<ReturnType<typeof startAccessServer>>;
    const seen = recorder();
    const client = () => running.client();
    const statuses = (list: number[], status: number) => list.filter((s) => s === status).length;

    beforeAll(async () => {
      database = await makeDatabase();
      running = await startAccessServer(database, seen);
    });
    afterAll(async () => {
      await running?.server.stop();
      await database?.drop();
    });

    it('20 concurrent wrong passwords for one account: at most 5 reach the password check', async () => {
      const c = client();
      await c.call('GET', '/session');
      const answers: number[] = [];
      await pool(20, 20, async () => {
        answers.push(
          (await c.call('POST', '/session', { username: 'rita', password: 'wrong' })).status,
        );
      });
      const verified = statuses(answers, 401);
      figure(
        'Access',
        `concurrent wrong passwords, one account (${label})`,
        `${verified} of 20 verified (limit 5)`,
      );
      expect(verified).toBeLessThanOrEqual(5);
      expect(verified + statuses(answers, 429)).toBe(20);
    });

    it('a spoofed X-Forwarded-For (TRUST_PROXY=on) does not dodge the per-address limit', async () => {
      const c = client();
      await c.call('GET', '/session');
      const answers: number[] = [];
      await pool(40, 4, async (i) => {
        // The client writes any first hop; the proxy in front appends the address it saw.
        const forwarded = `198.18.${i}.${randomBytes(1)[0]}, 203.0.113.7`;
        const body = { username: `nobody-${i}`, password: 'wrong' };
        answers.push(
          (await c.call('POST', '/session', body, { 'x-forwarded-for': forwarded })).status,
        );
      });
      const checked = statuses(answers, 401);
      figure(
        'Access',
        `spoofed X-Forwarded-For, TRUST_PROXY=on (${label})`,
        `${checked} of 40 wrong logins reached the password check`,
      );
      expect(checked).toBeLessThanOrEqual(20);
    });

    it('a cookie is refused after logout and after a password change (users CLI)', async () => {
      const replay = async (cookie: string) =>
        (await fetch(`${running.server.origin}${API}/overview`, { headers: { cookie } })).status;
      const c = client();
      await c.signIn('adam', PASSWORD);
      const afterLogout = `sid=${c.jar.get('sid')}`;
      expect(await replay(afterLogout)).toBe(200);
      expect((await c.call('DELETE', '/session')).status).toBe(200);

      const d = client();
      await d.signIn('pat', PASSWORD);
      const afterPasswd = `sid=${d.jar.get('sid')}`;
      expect(await replay(afterPasswd)).toBe(200);
      const run = await running.cli('passwd', 'pat', '--password', 'another password');
      expect(run.code, run.stderr).toBe(0);

      const [logout, passwd] = [await replay(afterLogout), await replay(afterPasswd)];
      const said = (status: number) => (status === 401 ? 'refused' : `accepted (${status})`);
      figure(
        'Access',
        `an old cookie (${label})`,
        `${said(logout)} after logout, ${said(passwd)} after a password change`,
      );
      expect([logout, passwd]).toEqual([401, 401]);
    });

    it('every route answers every role as its declared access says', async () => {
      const spec = await (await fetch(`${running.server.origin}/api/docs/json`)).json();
      const routes = routesFromOpenApi(spec).filter((r) => !isDocs(r.url));
      const signedIn = async (role: Role) => {
        const c = client();
        if (role === 'anonymous') await c.call('GET', '/session');
        else await c.signIn(ACCOUNTS[role], PASSWORD);
        return c;
      };
      const clients = new Map(
        await Promise.all(ROLES.map(async (r) => [r, await signedIn(r)] as const)),
      );
      const rows = await seedOneOfEach(asApiClient(clients.get('admin')!));
      const mismatches = await roleMismatches(routes, async (route, role, fresh) => {
        const c = fresh ? await signedIn(role) : clients.get(role)!;
        const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
        const url = concreteUrl(route.url, rows);
        if (isStream(route.method, route.url)) {
          // An event stream never ends by itself: its status, then let it go.
          const stop = new AbortController();
          const res = await fetch(`${running.server.origin}${url}`, {
            headers: { cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
            signal: stop.signal,
          });
          stop.abort();
          return res.status;
        }
        return (await c.call(route.method, url, body)).status;
      });
      figure(
        'Access',
        `role matrix (${label})`,
        `${routes.length} routes × 4 roles: ${mismatches.length} unexpected`,
      );
      expect(routes.length).toBeGreaterThan(50);
      expect(mismatches).toEqual([]);
    });

    it('no response carries a password hash or a session id', async () => {
      // A run through the API on top of everything above: sign in, the session, users' own
      // endpoints, and every resource created, listed and shown.
      const c = client();
      await c.signIn('admin', PASSWORD);
      await c.call('GET', '/session');
      const rows = await seedOneOfEach(asApiClient(c));
      for (const [name, id] of Object.entries(rows)) {
        await c.call('GET', `${API}/${name}`);
        await c.call('GET', `${API}/${name}/${id}`);
      }
      // The Users screen's calls too: an account made with a chosen password, listed and shown.
      const made = await c.call('POST', `${API}/users`, {
        username: 'hana',
        email_address: 'hana@example.test',
        role: 'ordinary',
        password: PASSWORD,
      });
      expect(made.status).toBe(201);
      for (const path of ['/waitlist', '/overview', '/registration', '/users', '/my-projects'])
        await c.call('GET', `${API}${path}`);
      await c.call(
        'GET',
        `${API}/users/${(JSON.parse(made.text) as { user: { id: number } }).user.id}`,
      );
      const leaks = seen.leaks([PASSWORD, 'another password']); // nor a password sent
      figure(
        'Access',
        `responses carrying a password hash or a session id (${label})`,
        `${leaks.length} of ${seen.answers.length}`,
      );
      expect(seen.tokens.size).toBeGreaterThan(5);
      expect(leaks).toEqual([]);
    });
  });
}

accessSuite('SQLite', async () => temporarySqlite('access-'));
const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(pgUrl)('on PostgreSQL', () => {
  accessSuite('PostgreSQL', () => temporaryPostgres(pgUrl!, 'access'));
});
