import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../src/shared/limits';
import { IMPORTS } from '../../src/shared/imports';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  concreteUrl,
  expectStatus,
  letGo,
  seedOneOfEach,
  walkOptions,
} from './support/api';
import { isDocs, type RouteAccess } from '../support/role-matrix';
import { RESOURCE_NAMES } from '../../src/shared/resources/names';

/**
 * Each route takes a body no larger than what it needs, and a JSON body that nests deeper than
 * the app's parser allows is refused before any schema sees it: a public route must not be made
 * to buffer and walk megabytes it has no use for.
 */
let t: TestApp;
let superuser: ApiClient;
let rows: Record<string, number>;
let routes: (RouteAccess & { body: boolean })[];

beforeAll(async () => {
  t = await startTestApp();
  superuser = await t.as('superuser');
  rows = await seedOneOfEach(superuser);
  // Which routes take a body: the OpenAPI document says, from the same schemas that validate.
  type Operations = Record<string, Record<string, { requestBody?: unknown }>>;
  const { paths } = (t.app as unknown as { swagger(): { paths: Operations } }).swagger();
  routes = t.app.routeTable
    .filter((r) => !isDocs(r.url))
    .map((r) => {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      return { ...r, body: Boolean(paths[path]?.[r.method.toLowerCase()]?.requestBody) };
    });
});
afterAll(() => t.close());

const KiB = 1024;
const MiB = 1024 * KiB;
const json = { 'content-type': 'application/json' };

/** Valid JSON of exactly `bytes` bytes: an object no route's schema wants. */
const padded = (bytes: number) => `{"pad":"${'x'.repeat(bytes - 10)}"}`;

/** The client for a route: DELETE /session would end the shared session, so it gets its own. */
async function clientFor(route: RouteAccess) {
  if (route.method !== 'DELETE' || route.url !== '/session') return superuser;
  const c = t.client();
  await c.get('/session');
  return c;
}

/** What each route may be sent: small forms, records, long content, images and whole notes. */
function expectedLimit(route: RouteAccess & { body: boolean }): number {
  if (!route.body) return 1 * KiB;
  // An import takes a whole file.
  if (route.url.endsWith('/import')) return IMPORT_MAX_BYTES;
  // A bulk call takes up to 1000 ids and, to update, the body of one PUT.
  const bulk = new RegExp(`^${API}/(\\w+)/bulk-(delete|update)$`).exec(route.url);
  if (bulk?.[2] === 'delete' || route.url.endsWith('/bulk-restore')) return 64 * KiB;
  if (bulk) return expectedLimit({ ...route, url: `${API}/${bulk[1]}/:id` });
  // A comment: a record's text (ADR 0028), on any record or on its own.
  if (/\/comments$|^\/api\/v1\/comments\/:id$/.test(route.url)) return 64 * KiB;
  const resource = new RegExp(`^${API}/(\\w+)(/:id)?$`).exec(route.url)?.[1] ?? '';
  if (!(RESOURCE_NAMES as readonly string[]).includes(resource)) return 16 * KiB;
  // An image as a data URL (a page's cover too), or a note with all its sections.
  if (['stickers', 'tools', 'notes', 'pages'].includes(resource)) return 4 * MiB;
  if (resource === 'sections') return 1 * MiB;
  return 64 * KiB;
}

describe('body limits per route', () => {
  it('every route that takes no body refuses a 64 KiB one with 413', async () => {
    const noBody = routes.filter((r) => !r.body && r.method !== 'GET');
    expect(noBody.map((r) => `${r.method} ${r.url}`)).toContain('DELETE /session');
    expect(noBody.map((r) => `${r.method} ${r.url}`)).toContain(
      `POST ${API}/account/two-step/setup`,
    );
    const unexpected: string[] = [];
    for (const route of noBody) {
      const c = await clientFor(route);
      const res = await c.send({
        method: route.method,
        url: concreteUrl(route.url, rows),
        headers: json,
        payload: padded(64 * KiB),
      });
      if (res.statusCode !== 413)
        unexpected.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
    }
    expect(unexpected).toEqual([]);
  });

  it('a GET never reads a body: it answers as it would without one', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const url = concreteUrl(route.url, rows);
      const stream = walkOptions('GET', route.url);
      const plain = await superuser.send({ method: 'GET', url, ...stream });
      letGo(plain, 'GET', route.url);
      const res = await superuser.send({
        method: 'GET',
        url,
        headers: json,
        payload: padded(64 * KiB),
        ...stream,
      });
      letGo(res, 'GET', route.url);
      expect(res.statusCode, `GET ${route.url}`).toBe(plain.statusCode);
      expect(res.statusCode, `GET ${route.url}`).toBeLessThan(500);
    }
  });

  // Each import (32 MiB bodies) a test of its own, apart from the other routes: one test's time
  // is not the sum of them all.
  const importRoutes = Object.keys(IMPORTS).map((name) => `${API}/${name}/import`);
  const cases: [string, string[] | null][] = [
    ...importRoutes.map((url): [string, string[]] => [url, [url]]),
    ['every other route with a body', null],
  ];
  it.each(cases)('%s takes up to its limit and refuses a byte more (413)', async (_name, only) => {
    const unexpected: string[] = [];
    const withBody = routes.filter(
      (r) => r.body && (only ? only.includes(r.url) : !importRoutes.includes(r.url)),
    );
    expect(withBody.length).toBeGreaterThan(only ? 0 : 40);
    for (const route of withBody) {
      const limit = expectedLimit(route);
      const url = concreteUrl(route.url, rows);
      const send = (payload: string) =>
        superuser.send({ method: route.method, url, headers: json, payload });
      const over = await send(padded(limit + 1));
      if (over.statusCode !== 413)
        unexpected.push(`${route.method} ${route.url} past ${limit} B: ${over.statusCode}`);
      const at = await send(padded(limit));
      if (at.statusCode === 413 || at.statusCode >= 500)
        unexpected.push(`${route.method} ${route.url} at ${limit} B: ${at.statusCode}`);
    }
    expect(unexpected).toEqual([]);
  });

  it('so only the writes (and bulk updates) of stickers, tools, notes and pages take more than 1 MiB, and of sections 1 MiB, besides the imports of files', () => {
    // The table the test above holds every route to, read back: large limits are the exceptions.
    const over = (bytes: number) =>
      routes
        .filter((r) => expectedLimit(r) > bytes)
        .map((r) => `${r.method} ${r.url}`)
        .sort();
    const writes = (...names: string[]) =>
      names
        .flatMap((name) => [
          `POST ${API}/${name}`,
          `PUT ${API}/${name}/:id`,
          `POST ${API}/${name}/bulk-update`,
        ])
        .sort();
    const imports = Object.keys(IMPORTS).map((name) => `POST ${API}/${name}/import`);
    const withImports = (list: string[]) => [...list, ...imports].sort();
    expect(over(4 * MiB)).toEqual(imports.sort());
    expect(over(MiB)).toEqual(withImports(writes('notes', 'pages', 'stickers', 'tools')));
    expect(over(64 * KiB)).toEqual(
      withImports(writes('notes', 'pages', 'sections', 'stickers', 'tools')),
    );
  });
});

describe('JSON nesting depth', () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const objects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('100 000 levels of [ to a public route is a 4xx (DELETE and POST /session)', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const c = t.client();
      await c.get('/session');
      const res = await c.send({
        method,
        url: '/session',
        headers: json,
        payload: nested(100_000),
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });

  it('a body within its limit but nested deeper than 32 levels is a 400 that says so', async () => {
    const anonymous = t.client();
    await anonymous.get('/session');
    for (const payload of [nested(33), objects(33), nested(5_000), `{"username":${nested(40)}}`]) {
      const res = await anonymous.send({ method: 'POST', url: '/session', headers: json, payload });
      expectStatus(res, 400);
      expect(res.json().message).toMatch(/nest.*deeper than 32 levels/);
    }
    // A signed-in route with a large limit: a 2 MB body of a million levels.
    const deep = await superuser.send({
      method: 'POST',
      url: `${API}/notes`,
      headers: json,
      payload: nested(1_000_000),
    });
    expectStatus(deep, 400);
    expect(deep.json().message).toMatch(/deeper than 32 levels/);
  });

  it('32 levels still parse (the schema answers), and brackets inside strings do not count', async () => {
    const anonymous = t.client();
    await anonymous.get('/session');
    for (const payload of [nested(32), objects(32)]) {
      const res = await anonymous.send({ method: 'POST', url: '/session', headers: json, payload });
      expectStatus(res, 422);
    }
    const title = `[{"\\"${'['.repeat(50)}`;
    const res = await superuser.send({
      method: 'POST',
      url: `${API}/notes`,
      headers: json,
      payload: JSON.stringify({ note: { title } }),
    });
    expectStatus(res, 201);
    expect(res.json().title).toBe(title);
  });
});
