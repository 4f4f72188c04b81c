import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { type ApiClient, concreteUrl, seedOneOfEach } from './support/api';

// Every unsafe route of the route table (POST, PUT, PATCH, DELETE: the session, the resources,
// accounts, two-step, the waitlist…) refuses a request without the XSRF header, or with a forged
// one, with 403, before it does anything: a signed-in superuser's cookie alone changes nothing.

let t: TestApp;
let su: ApiClient;
let rows: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp({ ALLOW_REGISTRATION: 'on' });
  su = await t.as('superuser');
  rows = await seedOneOfEach(su);
});
afterAll(() => t.close());

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The one route a request without the header may reach: the waitlist's leave link, whose token
 * (32 random bytes from a mail) is its proof, so that a mail program's one-click unsubscribe
 * (RFC 8058), which has no cookies, works. Tested below: without its token it changes nothing.
 */
const EXEMPT = new Set(['POST /api/v1/waitlist/leave/:token']);
const checked = (r: { method: string; url: string }) =>
  UNSAFE.has(r.method) && !EXEMPT.has(`${r.method} ${r.url}`);

describe('XSRF on every unsafe route', () => {
  it('the route table has unsafe routes of every kind', () => {
    const unsafe = t.app.routeTable.filter((r) => UNSAFE.has(r.method));
    expect(unsafe.length).toBeGreaterThanOrEqual(40);
    expect(new Set(unsafe.map((r) => r.method))).toEqual(new Set(['POST', 'PUT', 'DELETE']));
  });

  it('each refuses a request without the header, or with a forged one: 403, nothing changed', async () => {
    const before = JSON.stringify(await snapshot());
    const unsafe = t.app.routeTable.filter(checked);
    for (const route of unsafe) {
      const url = concreteUrl(route.url, rows);
      for (const headers of [{}, { 'x-xsrf-token': 'forged' }]) {
        const res = await su.send({
          method: route.method,
          url,
          payload: {},
          headers,
          xsrf: false,
        });
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json().message, `${route.method} ${route.url}`).toMatch(/XSRF/);
      }
    }
    expect(JSON.stringify(await snapshot())).toBe(before);
    // And the session still works: the refusals signed nobody out.
    expect((await su.get('/session')).json().active).toBe(true);
  });

  it('the exempt leave link, without a header or a cookie, changes nothing without its token', async () => {
    const exempt = t.app.routeTable.filter((r) => EXEMPT.has(`${r.method} ${r.url}`));
    expect(exempt).toHaveLength(EXEMPT.size);
    const before = JSON.stringify(await snapshot());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waitlist/leave/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(await snapshot())).toBe(before);
  });
});

/** Every table's rows, to show that no refused request changed any. */
async function snapshot() {
  const tables = [
    'pages',
    'clients',
    'projects',
    'fundings',
    'expenses',
    'tasks',
    'notes',
  ] as const;
  const more = [
    'sections',
    'inventory_items',
    'stickers',
    'tools',
    'users',
    'waitlist_entries',
    'saved_views',
  ] as const;
  const out: Record<string, unknown[]> = {};
  for (const table of [...tables, ...more])
    out[table] = await t.db.selectFrom(table).selectAll().orderBy('id').execute();
  out.sessions = (await t.db.selectFrom('sessions').select('id').orderBy('id').execute()).map(
    (s) => s.id,
  );
  return out;
}
