import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  createNote,
  createProject,
  expectInvalid,
  expectStatus,
  getJson,
} from './support/api';

/**
 * Inputs that pass the schemas but used to reach the database in a shape it could not take.
 * "Bad input never gives a 500" (docs/product.md): each is a 2xx, 404 or 422, on both dialects.
 */
let t: TestApp;
let admin: ApiClient;
let projectId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  projectId = (await createProject(admin)).id;
});
afterAll(() => t.close());

const BEYOND_INT32 = 2_147_483_648;
const funding = (fields: Record<string, unknown> = {}) => ({
  date: '2024-01-01',
  source: 'S',
  description: 'D',
  amount: 1,
  project_id: projectId,
  ...fields,
});

describe('ids beyond a 32-bit integer', () => {
  it.each([
    ['pages', { page: { title: 'x' } }],
    ['clients', { client: { city: 'x' } }],
    ['projects', { project: { name: 'x' } }],
    ['fundings', { amount: 1 }],
    ['notes', { note: { title: 'x' } }],
    ['tools', { tool: { name: 'x' } }],
  ])('GET, PUT and DELETE /%s/2147483648 are 422s naming id', async (resource, updateBody) => {
    const url = `${API}/${resource}/${BEYOND_INT32}`;
    expectInvalid(await admin.get(url), 'id');
    expectInvalid(await admin.put(url, updateBody), 'id');
    expectInvalid(await admin.delete(url), 'id');
  });

  it('an anonymous GET /pages/2147483648 is a 422 naming id', async () => {
    expectInvalid(await t.client().get(`${API}/pages/${BEYOND_INT32}`), 'id');
  });

  it('a project_id, note_id or client_id of 2147483648 in a body is a 422', async () => {
    expectInvalid(
      await admin.post(`${API}/fundings`, funding({ project_id: BEYOND_INT32 })),
      'project_id',
    );
    expectInvalid(
      await admin.post(`${API}/sections`, { section: { title: 's', note_id: BEYOND_INT32 } }),
      'note_id',
    );
    expectInvalid(
      await admin.post(`${API}/projects`, { project: { name: 'p', client_id: BEYOND_INT32 } }),
      'client_id',
    );
  });

  it('a ?project_id= filter of 2147483648 is a 422 naming it', async () => {
    expectInvalid(await admin.get(`${API}/tasks?project_id=${BEYOND_INT32}`), 'project_id');
  });
});

describe('NUL characters in text', () => {
  // PostgreSQL cannot store a NUL in text and SQLite would: both refuse it, field by field.
  it.each([
    ['pages', { title: 'Page' }, { title: 'a\u0000b' }, 'title', 'page'],
    ['clients', { organization_name: 'x' }, { city: '\u0000' }, 'city', 'client'],
    ['inventory', { name: 'x' }, { specification: '\u0000' }, 'specification', 'item'],
  ])('POST and PUT /%s with a NUL are a 422 naming the field; nothing changes', async (...args) => {
    const [resource, valid, nul, field, wrapper] = args;
    const post = await admin.post(`${API}/${resource}`, { [wrapper]: { ...valid, ...nul } });
    expectStatus(post, 422);
    expect(Object.keys(post.json().errors)).toEqual([field]);
    const made = await create(admin, resource, { [wrapper]: valid });
    const put = await admin.put(`${API}/${resource}/${made.id}`, { [wrapper]: nul });
    expectStatus(put, 422);
    expect(Object.keys(put.json().errors)).toEqual([field]);
    const { updated_at: _at, ...stored } = await getJson(admin, `${resource}/${made.id}`);
    const { updated_at: _before, ...before } = made;
    expect(stored).toMatchObject(before);
  });

  it('a note section with a NUL is a 422 naming it, on POST and on PUT', async () => {
    const body = { note: { title: 'x', sections: [{ content: '\u0000' }] } };
    const post = await admin.post(`${API}/notes`, body);
    expectStatus(post, 422);
    expect(Object.keys(post.json().errors)).toEqual(['sections.0.content']);
    const note = await create(admin, 'notes', { note: { title: 'x' } });
    const put = await admin.put(`${API}/notes/${note.id}`, body);
    expectStatus(put, 422);
    expect(Object.keys(put.json().errors)).toEqual(['sections.0.content']);
  });

  it('an anonymous ?q= search with a NUL is not a 500', async () => {
    const res = await t.client().get(`${API}/pages?q=%00`);
    expect([200, 422], res.body).toContain(res.statusCode);
  });

  it('a login with a NUL in the username is a 401 or 422, not a 500', async () => {
    const c = t.client();
    await c.get('/session');
    const res = await c.post('/session', { username: 'ad\u0000min', password: 'whatever' });
    expect([401, 422], res.body).toContain(res.statusCode);
  });
});

describe('money beyond exact JSON numbers', () => {
  // The largest amounts the schema accepts: 100 000 000 000.00 × a quantity of 1 000 000 000.
  // Their product (10^20) is past both PostgreSQL's bigint cents and JavaScript's exact integers.
  const huge = {
    date: '2024-01-01',
    description: 'Huge',
    unit_cost_price: 0,
    quantity: 1_000_000,
    logistics_cost: 0.01,
    unit_selling_price: 100_000_000_000,
  };

  it('an expense whose totals cannot be exact is a 422 on POST, naming the quantity', async () => {
    const res = await admin.post(`${API}/expenses`, { ...huge, project_id: projectId });
    expectStatus(res, 422);
    expect(res.json().errors).toEqual({ quantity: ['makes the line total too large'] });
  });

  it('and on PUT: raising one amount of a valid line past it is a 422, the line unchanged', async () => {
    const line = await create(admin, 'expenses', { ...huge, quantity: 1, project_id: projectId });
    const res = await admin.put(`${API}/expenses/${line.id}`, { quantity: 1_000_000 });
    expectStatus(res, 422);
    expect(res.json().errors).toEqual({ quantity: ['makes the line total too large'] });
    expect((await getJson(admin, `expenses/${line.id}`)).quantity).toBe(1);
    expectStatus(await admin.put(`${API}/expenses/${line.id}`, { quantity: 10 }), 200); // fits
  });
});

describe('wrong types are refused, not coerced', () => {
  it.each([
    ['a boolean project_id', { project_id: true }, 'project_id'],
    ['a project_id in an array', { project_id: [1] }, 'project_id'],
  ])('a funding with %s is a 422', async (_name, change, field) => {
    expectInvalid(await admin.post(`${API}/fundings`, funding(change)), field);
  });

  it.each([
    ['a boolean quantity', { quantity: true }],
    ['a null quantity', { quantity: null }],
    ['a quantity in an array', { quantity: [4] }],
  ])('an inventory item with %s is a 422', async (_name, change) => {
    expectInvalid(
      await admin.post(`${API}/inventory`, { item: { name: 'Typed', ...change } }),
      'quantity',
    );
  });

  it('a section with a null index is a 422', async () => {
    const note = await createNote(admin);
    expectInvalid(
      await admin.post(`${API}/sections`, { section: { note_id: note.id, index: null } }),
      'index',
    );
  });
});

describe('a URL with a broken %-escape', () => {
  it.each(['/api/v1/pages/%E0%A4%A', '/%E0%A4%A'])(
    '%s is a 400 in the API error shape, naming the problem',
    async (url) => {
      const res = await t.app.inject({ url });
      expectStatus(res, 400);
      expect(res.json()).toEqual({ message: 'The address (URL) is not valid' });
    },
  );
});
