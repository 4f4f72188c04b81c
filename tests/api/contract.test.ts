import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app';
import { contractChecker, type OpenApiDocument } from './support/contract';
import { isDocs } from '../support/role-matrix';
import { SESSION_ONLY_ROUTES } from './support/session-only';

/**
 * The OpenAPI document says what the server does: every route it serves is there, with the
 * access it enforces as `security`. (Every answer of the whole API suite is also checked against
 * the document: support/contract.ts, run by the suite's setup file.)
 */
const t = await startTestApp();
afterAll(() => t.close());

type Operation = {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-access'?: string;
  responses: Record<string, unknown>;
};
type Served = OpenApiDocument & {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};
const served = async (url: string, host?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: host ? { host } : {} });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as Served;
};

describe('the OpenAPI document', () => {
  it('is served at /openapi.json and /api/docs/json, naming the origin the request reached', async () => {
    const document = await served('/openapi.json', 'api.example.org:8443');
    expect(document.servers).toEqual([
      { url: 'http://api.example.org:8443', description: 'This server' },
    ]);
    const { servers: _s1, ...rest } = document;
    const { servers: _s2, ...docs } = await served('/api/docs/json', 'api.example.org:8443');
    expect(docs).toEqual(rest);
    // A Host header that is not a host name is not echoed.
    const odd = await served('/openapi.json', 'evil.example/<script>');
    expect(odd.servers[0]!.url).toBe(`http://${t.app.config.HOST}:${t.app.config.PORT}`);
  });

  it('lists every route with the access the server enforces, an operationId, a summary and a tag', async () => {
    const document = await served('/openapi.json');
    const routes = t.app.routeTable.filter((r) => !isDocs(r.url) && r.url !== '/openapi.json');
    const operations = Object.values(document.paths).flatMap((ops) => Object.values(ops));
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listClients', 'getClient', 'createClient']));
    const unsafe = ['POST', 'PUT', 'PATCH', 'DELETE'];
    const known = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const route of SESSION_ONLY_ROUTES) expect(known.has(route), route).toBe(true);
    for (const route of routes.filter((r) => r.url.startsWith('/api/v1') || r.url === '/session')) {
      const operation =
        document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const where = `${route.method} ${route.url}`;
      expect(operation, where).toBeDefined();
      expect(operation!['x-access'], where).toBe(route.access);
      const session = unsafe.includes(route.method) ? { session: [], xsrf: [] } : { session: [] };
      const byToken = route.url.startsWith('/api/v1/') && !SESSION_ONLY_ROUTES.has(where);
      expect(operation!.security, where).toEqual(
        route.access === 'public' ? [] : byToken ? [session, { bearer: [] }] : [session],
      );
      // Any /api/v1 route hears an API token that does not work (401), too many of them (429).
      if (route.url.startsWith('/api/v1/'))
        expect(Object.keys(operation!.responses), where).toEqual(
          expect.arrayContaining(['401', '429']),
        );
      if (route.access !== 'public')
        expect(Object.keys(operation!.responses), where).toContain('401');
      expect(operation!.summary, where).toBeTruthy();
      expect(operation!.tags, where).toHaveLength(1);
    }
    expect(operations.length).toBeGreaterThanOrEqual(routes.length - 1);
  });

  it('contract check: refuses an undocumented status, a wrong body or a wrong media type', async () => {
    const check = contractChecker(await served('/openapi.json'));
    const answer = (status: number, body: string, contentType = 'application/json') =>
      check({ method: 'GET', route: '/api/v1/clients/:id', status, contentType, body });
    const client = {
      id: 1,
      organization_name: 'A',
      phone_number: '',
      email_address: '',
      website: '',
      country: '',
      state: '',
      city: '',
      street: '',
      projects: [],
      updated_at: '2026-01-01T00:00:00.000Z',
      updated_by: null,
    };
    expect(answer(200, JSON.stringify(client))).toBeUndefined();
    expect(answer(404, '{"message":"Client not found"}')).toBeUndefined();
    expect(
      answer(503, '{"message":"The database is unavailable. Try again shortly."}'),
    ).toBeUndefined();
    expect(answer(418, '{"message":"teapot"}')).toMatch(/not documented/);
    expect(answer(200, JSON.stringify({ ...client, id: 'one' }))).toMatch(
      /body\/id must be number/,
    );
    expect(answer(404, '{"error":"gone"}')).toMatch(/must have required property 'message'/);
    expect(answer(200, 'id,name', 'text/csv')).toMatch(
      /as text\/csv, documented as application\/json/,
    );
    const image = { method: 'GET', route: '/api/v1/stickers/:id/image', contentType: undefined };
    expect(check({ ...image, status: 304, body: undefined })).toBeUndefined();
    expect(
      check({ ...image, status: 200, contentType: 'image/png', body: '(bytes)' }),
    ).toBeUndefined();
    expect(check({ ...image, status: 200, contentType: 'text/html', body: '<p>' })).toMatch(
      /text\/html/,
    );
    expect(check({ ...image, method: 'PATCH', status: 200, body: '{}' })).toMatch(
      /no such operation/,
    );
  });
});
