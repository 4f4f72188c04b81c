import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  UNKNOWN_ID,
  create,
  createProject,
  expectInvalid,
  expectNotFoundTrio,
  expectStatus,
  getJson,
  stampedBy,
} from './support/api';

let t: TestApp;
let admin: ApiClient;
let projectId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  projectId = (await createProject(admin)).id;
});
afterAll(() => t.close());

const funding = () => ({
  date: '2024-03-01',
  source: 'Grant',
  description: 'Seed money',
  amount: 1234.5,
  project_id: projectId,
});
const expense = () => ({
  date: '2024-03-02',
  description: 'Cameras',
  unit_cost_price: 100,
  quantity: 3,
  logistics_cost: 15.25,
  unit_selling_price: 150.1,
  project_id: projectId,
});

describe('fundings', () => {
  it('POST /fundings (unwrapped) answers 201 with the funding', async () => {
    const res = await admin.post(`${API}/fundings`, funding());
    expectStatus(res, 201);
    expect(res.json()).toEqual({ id: expect.any(Number), ...stampedBy('admin'), ...funding() });
  });

  it('accepts the amount as a numeric string, as a form sends it', async () => {
    const created = await create(admin, 'fundings', { ...funding(), amount: ' 12.30 ' });
    expect(created.amount).toBe(12.3);
  });

  it('GET, PUT and DELETE /fundings/{id}', async () => {
    const created = await create(admin, 'fundings', funding());
    expect(await getJson(admin, `fundings/${created.id}`)).toEqual(created);
    const res = await admin.put(`${API}/fundings/${created.id}`, {
      id: created.id,
      amount: 99.99,
      source: 'Bank',
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      ...created,
      ...stampedBy('admin'),
      amount: 99.99,
      source: 'Bank',
    });
    const del = await admin.delete(`${API}/fundings/${created.id}`);
    expectStatus(del, 200);
    expect(del.json()).toEqual({ id: created.id });
    expectStatus(await admin.get(`${API}/fundings/${created.id}`), 404);
  });

  it('GET /fundings?project_id= lists one project’s fundings', async () => {
    const other = await createProject(admin, { name: 'Other' });
    const mine = await create(admin, 'fundings', { ...funding(), project_id: other.id });
    expect(await getJson(admin, `fundings?project_id=${other.id}`)).toEqual([mine]);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'fundings', { amount: 1 });
  });

  // product.md §5: date, source, description and amount are all required; amount is numeric.
  it.each(['date', 'source', 'description', 'amount', 'project_id'])(
    'a missing %s is a 422',
    async (field) => {
      const body: Record<string, unknown> = funding();
      delete body[field];
      expectInvalid(await admin.post(`${API}/fundings`, body), field);
    },
  );

  const invalid: [string, Record<string, unknown>, string][] = [
    ['an empty date', { date: '' }, 'date'],
    ['a date not written YYYY-MM-DD', { date: '01/03/2024' }, 'date'],
    ['a date that does not exist', { date: '2024-02-30' }, 'date'],
    ['a numeric date', { date: 20240301 }, 'date'],
    ['an empty source', { source: ' ' }, 'source'],
    ['a source of 201 characters', { source: 's'.repeat(201) }, 'source'],
    ['an empty description', { description: '' }, 'description'],
    ['a description of 1001 characters', { description: 'd'.repeat(1001) }, 'description'],
    ['an amount that is not numeric', { amount: 'ten' }, 'amount'],
    ['an amount that is a boolean', { amount: true }, 'amount'],
    ['an amount that is null', { amount: null }, 'amount'],
    ['an amount with three decimals', { amount: 1.005 }, 'amount'],
    ['an amount string with three decimals', { amount: '0.001' }, 'amount'],
    ['a negative amount', { amount: -0.01 }, 'amount'],
    ['an amount in exponent form', { amount: '1e3' }, 'amount'],
    ['a project_id of no project', { project_id: UNKNOWN_ID }, 'project_id'],
    ['a project_id that is not a number', { project_id: 'abc' }, 'project_id'],
  ];
  it.each(invalid)('POST with %s is a 422', async (_name, change, field) => {
    expectInvalid(await admin.post(`${API}/fundings`, { ...funding(), ...change }), field);
  });
  it.each(invalid)('PUT with %s is a 422', async (_name, change, field) => {
    const created = await create(admin, 'fundings', funding());
    expectInvalid(await admin.put(`${API}/fundings/${created.id}`, change), field);
    expect(await getJson(admin, `fundings/${created.id}`)).toEqual(created);
  });

  it('an amount of 0 is allowed', async () => {
    expect((await create(admin, 'fundings', { ...funding(), amount: 0 })).amount).toBe(0);
  });
});

describe('expenses', () => {
  it('POST /expenses answers 201 with the line, its totals and the server’s profit', async () => {
    const res = await admin.post(`${API}/expenses`, { ...expense(), profit: 1_000_000 });
    expectStatus(res, 201);
    // 150.10 × 3 − (100 × 3 + 15.25) = 450.30 − 315.25 = 135.05
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      ...expense(),
      total_cost: 300,
      total_with_logistics: 315.25,
      total_selling_price: 450.3,
      profit: 135.05,
    });
  });

  it('GET, PUT and DELETE /expenses/{id}', async () => {
    const created = await create(admin, 'expenses', expense());
    expect(await getJson(admin, `expenses/${created.id}`)).toEqual(created);
    const res = await admin.put(`${API}/expenses/${created.id}`, {
      id: created.id,
      description: 'Better cameras',
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      ...created,
      ...stampedBy('admin'),
      description: 'Better cameras',
    });
    const del = await admin.delete(`${API}/expenses/${created.id}`);
    expectStatus(del, 200);
    expect(del.json()).toEqual({ id: created.id });
    expectStatus(await admin.get(`${API}/expenses/${created.id}`), 404);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'expenses', { quantity: 1 });
  });

  // product.md §5: all six inputs are required (and the project it belongs to).
  it.each([
    'date',
    'description',
    'unit_cost_price',
    'quantity',
    'logistics_cost',
    'unit_selling_price',
    'project_id',
  ])('a missing %s is a 422', async (field) => {
    const body: Record<string, unknown> = expense();
    delete body[field];
    expectInvalid(await admin.post(`${API}/expenses`, body), field);
  });

  const amounts = ['unit_cost_price', 'logistics_cost', 'unit_selling_price'];
  const invalid: [string, Record<string, unknown>, string][] = [
    ...amounts.flatMap((f): [string, Record<string, unknown>, string][] => [
      [`a non-numeric ${f}`, { [f]: 'abc' }, f],
      [`an array ${f}`, { [f]: [1] }, f],
      [`a ${f} with three decimals`, { [f]: 0.123 }, f],
      [`a negative ${f}`, { [f]: -1 }, f],
    ]),
    ['a non-numeric quantity', { quantity: 'lots' }, 'quantity'],
    ['a quantity of 0', { quantity: 0 }, 'quantity'],
    ['a negative quantity', { quantity: -2 }, 'quantity'],
    ['a quantity with four decimals', { quantity: 1.2345 }, 'quantity'],
    ['a date not written YYYY-MM-DD', { date: '2024-3-2' }, 'date'],
    ['an empty description', { description: '' }, 'description'],
    ['a description of 1001 characters', { description: 'd'.repeat(1001) }, 'description'],
    ['a project_id of no project', { project_id: UNKNOWN_ID }, 'project_id'],
  ];
  it.each(invalid)('POST with %s is a 422', async (_name, change, field) => {
    expectInvalid(await admin.post(`${API}/expenses`, { ...expense(), ...change }), field);
  });
  it.each(invalid)('PUT with %s is a 422', async (_name, change, field) => {
    const created = await create(admin, 'expenses', expense());
    expectInvalid(await admin.put(`${API}/expenses/${created.id}`, change), field);
    expect(await getJson(admin, `expenses/${created.id}`)).toEqual(created);
  });

  it('accepts a quantity with three decimals and amounts of 0', async () => {
    const created = await create(admin, 'expenses', {
      ...expense(),
      quantity: 0.001,
      unit_cost_price: 0,
      logistics_cost: 0,
      unit_selling_price: '1000',
    });
    expect(created).toMatchObject({ quantity: 0.001, unit_selling_price: 1000, profit: 1 });
  });
});
