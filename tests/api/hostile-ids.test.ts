import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  createNote,
  createProject,
  expectInvalid,
  expectStatus,
} from './support/api';
import { encodeCursor } from '../../src/shared/resources/list-cursor';

/**
 * Ids and cursor values that SQLite takes but PostgreSQL's columns cannot hold (an integer past
 * int4, a NUL in text) must be refused before the database sees them: the same 422 on both
 * databases, and nothing logged as an error (a 500 logs a line each time).
 */
let t: TestApp;
let superuser: ApiClient;
let projectId: number;
let noteId: number;
const errorLines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({}, undefined, {
    logger: { level: 'error', stream: { write: (line: string) => void errorLines.push(line) } },
  });
  superuser = await t.as('superuser');
  projectId = (await createProject(superuser)).id;
  noteId = (await createNote(superuser, { sections: [{ title: 'S' }] })).id;
});
afterAll(() => t.close());
afterEach(() => {
  expect(errorLines.splice(0), 'lines logged at error level').toEqual([]);
});

const INT4_MAX = 2_147_483_647;
const BEYOND_INT4 = INT4_MAX + 1;

/** Ids a path must refuse: not a strict decimal, or outside 1..2^31−1. */
const BAD_PATH_IDS = [
  '0x2',
  '%202', // " 2"
  '2%20', // "2 "
  '2.0',
  '02',
  '+2',
  '1e1',
  '0',
  '-1',
  String(BEYOND_INT4),
  '4294967297',
  '99999999999999999999',
];

describe('ids in a path', () => {
  const idRoutes = () => t.app.routeTable.filter((r) => r.url.includes(':id'));

  it('every route with :id refuses an id that is not a strict decimal in 1..2^31−1 (422)', async () => {
    expect(idRoutes().length).toBeGreaterThan(30);
    const unexpected: string[] = [];
    for (const route of idRoutes()) {
      for (const id of BAD_PATH_IDS) {
        const res = await superuser.send({
          method: route.method,
          url: route.url.replace(':id', id).replace(':resource', 'clients'),
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) && { payload: {} }),
        });
        const fields = res.statusCode === 422 ? Object.keys(res.json().errors ?? {}) : [];
        if (res.statusCode !== 422 || !fields.includes('id'))
          unexpected.push(`${route.method} ${route.url} with ${id}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('2^31−1 is still an id: a GET or DELETE of it is a 404', async () => {
    for (const route of idRoutes().filter((r) => ['GET', 'DELETE'].includes(r.method))) {
      const res = await superuser.send({
        method: route.method,
        url: route.url.replace(':id', String(INT4_MAX)).replace(':resource', 'clients'),
      });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(404);
    }
  });

  it('a list filter takes the same ids: ?project_id= out of range or not decimal is a 422', async () => {
    for (const id of [String(BEYOND_INT4), '0x2', '2.0', '%202']) {
      expectInvalid(await superuser.get(`${API}/tasks?project_id=${id}`), 'project_id');
    }
    expectStatus(await superuser.get(`${API}/tasks?project_id=${projectId}`), 200);
  });
});

describe('ids in a body', () => {
  /** Each body names one real row, as a hostile spelling of its id would still find it. */
  const hostile = (id: number): unknown[] => [
    BEYOND_INT4,
    2 ** 53,
    1e20,
    0,
    -1,
    id + 0.5,
    `0x${id.toString(16)}`,
    ` ${id}`,
    `${id} `,
    `${id}.0`,
    `0${id}`,
    `+${id}`,
    String(BEYOND_INT4),
    true,
  ];

  it.each([
    ['tasks', 'project_id', (v: unknown) => ({ task: { name: 'T', project_id: v } })],
    [
      'fundings',
      'project_id',
      (v: unknown) => ({
        date: '2024-01-01',
        source: 'S',
        description: 'D',
        amount: 1,
        project_id: v,
      }),
    ],
    [
      'expenses',
      'project_id',
      (v: unknown) => ({
        date: '2024-01-01',
        description: 'D',
        unit_cost_price: 1,
        quantity: 1,
        logistics_cost: 0,
        unit_selling_price: 1,
        project_id: v,
      }),
    ],
    ['sections', 'note_id', (v: unknown) => ({ section: { title: 'S', note_id: v } })],
  ] as const)('POST /%s refuses a hostile %s (422)', async (resource, field, body) => {
    const id = field === 'note_id' ? noteId : projectId;
    for (const value of hostile(id)) {
      const res = await superuser.post(`${API}/${resource}`, body(value));
      expectInvalid(res, field);
    }
    // The plain id, as a number, still works.
    expectStatus(await superuser.post(`${API}/${resource}`, body(id)), 201);
  });

  it('a project and an account refuse a hostile client_id (422)', async () => {
    const client = await create(superuser, 'clients', { client: { organization_name: 'C' } });
    const account = await t.createUser('user', 'linked');
    for (const value of hostile(client.id)) {
      expectInvalid(
        await superuser.post(`${API}/projects`, { project: { name: 'P', client_id: value } }),
        'client_id',
      );
      expectInvalid(
        await superuser.put(`${API}/projects/${projectId}`, { project: { client_id: value } }),
        'client_id',
      );
      expectInvalid(
        await superuser.put(`${API}/users/${account.id}/client`, { client_id: value }),
        'client_id',
      );
    }
    expectStatus(
      await superuser.put(`${API}/users/${account.id}/client`, { client_id: client.id }),
      200,
    );
  });
});

describe('cursors (?after=)', () => {
  const after = (key: unknown[]) => `after=${encodeCursor(key as (string | number)[])}`;
  /** A token for JSON text as written: how a lone surrogate (`"\ud800"`) reaches the server. */
  const rawCursor = (json: string) =>
    `after=${Buffer.from(json).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;

  beforeAll(async () => {
    for (const title of ['P1', 'P2']) await create(superuser, 'pages', { page: { title } });
  });

  it('an anonymous page list refuses an id past int4 in its cursor (422), on both databases', async () => {
    const anonymous = t.client();
    for (const key of [
      [Date.now(), BEYOND_INT4],
      [Date.now(), -INT4_MAX - 2],
      [Date.now(), 2 ** 53 - 1],
    ]) {
      const res = await anonymous.get(`${API}/pages?${after(key)}`);
      expectInvalid(res, 'after');
    }
  });

  it('a page list still takes any bigint created_at (ms) in its cursor', async () => {
    const anonymous = t.client();
    for (const createdAt of [Date.now(), 2 ** 53 - 1, -(2 ** 40), 0]) {
      expectStatus(await anonymous.get(`${API}/pages?${after([createdAt, INT4_MAX])}`), 200);
    }
  });

  it('integer sort columns other than id are int4 too (sections, tasks)', async () => {
    for (const key of [
      [BEYOND_INT4, 0, 1],
      [noteId, BEYOND_INT4, 1],
      [noteId, 0, BEYOND_INT4],
    ])
      expectInvalid(await superuser.get(`${API}/sections?${after(key)}`), 'after');
    expectInvalid(await superuser.get(`${API}/tasks?${after([BEYOND_INT4, 1])}`), 'after');
    expectStatus(await superuser.get(`${API}/sections?${after([noteId, 0, 1])}`), 200);
    expectStatus(await superuser.get(`${API}/tasks?${after([0, 1])}`), 200);
  });

  it('text keys with a NUL, a lone surrogate or past a sane length are refused (422)', async () => {
    for (const query of [
      after(['a\u0000b', 1]),
      after(['\u0000', 1]),
      rawCursor('["\\ud800",1]'),
      after(['x'.repeat(600), 1]),
    ]) {
      expectInvalid(await superuser.get(`${API}/clients?${query}`), 'after');
    }
    expectInvalid(await superuser.get(`${API}/fundings?${after(['2024\u0000', 1])}`), 'after');
    expectStatus(await superuser.get(`${API}/clients?${after(['a'.repeat(200), 1])}`), 200);
    expectStatus(await superuser.get(`${API}/fundings?${after(['2024-01-01', 1])}`), 200);
  });
});
