import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, createProject, expectStatus, getJson } from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const line = (project_id: number, amounts: Record<string, unknown>) => ({
  date: '2024-05-01',
  description: 'Line',
  unit_cost_price: 0,
  quantity: 1,
  logistics_cost: 0,
  unit_selling_price: 0,
  project_id,
  ...amounts,
});

describe('money is exact', () => {
  it('fundings of 0.10 and 0.20 total exactly 0.30', async () => {
    const project = await createProject(admin);
    for (const amount of [0.1, 0.2]) {
      await create(admin, 'fundings', {
        date: '2024-01-01',
        source: 'S',
        description: 'D',
        amount,
        project_id: project.id,
      });
    }
    const shown = await getJson(admin, `projects/${project.id}`);
    expect(shown.totals.funding).toBe(0.3);
    expect(shown.fundings.map((f: { amount: number }) => f.amount)).toEqual([0.1, 0.2]);
  });

  it('0.07 × 3 is exactly 0.21 (a float product would be 0.21000000000000002)', async () => {
    const project = await createProject(admin);
    const e = await create(
      admin,
      'expenses',
      line(project.id, { unit_selling_price: 0.07, quantity: 3 }),
    );
    expect(e.total_selling_price).toBe(0.21);
    expect(e.profit).toBe(0.21);
  });

  it('profit = unit_selling_price × quantity − (unit_cost_price × quantity + logistics_cost)', async () => {
    const project = await createProject(admin);
    const e = await create(
      admin,
      'expenses',
      line(project.id, {
        unit_cost_price: 19.99,
        quantity: 2.5,
        logistics_cost: 7.3,
        unit_selling_price: 24.5,
      }),
    );
    // 24.50 × 2.5 = 61.25; 19.99 × 2.5 = 49.975 → 49.98; 49.975 + 7.30 = 57.275 → 57.28;
    // profit = 61.25 − 57.275 = 3.975 → 3.98
    expect(e).toMatchObject({
      total_cost: 49.98,
      total_with_logistics: 57.28,
      total_selling_price: 61.25,
      profit: 3.98,
    });
  });

  it('a profit sent by the client is ignored, on create and on update', async () => {
    const project = await createProject(admin);
    const e = await create(admin, 'expenses', {
      ...line(project.id, { unit_cost_price: 1, unit_selling_price: 3, quantity: 2 }),
      profit: 999,
    });
    expect(e.profit).toBe(4);
    const res = await admin.put(`${API}/expenses/${e.id}`, { profit: -5 });
    expectStatus(res, 200);
    expect(res.json().profit).toBe(4);
  });

  it('rounds to the cent half away from zero: 0.01 × 0.5 is 0.01, and a loss of it is −0.01', async () => {
    const project = await createProject(admin);
    const gain = await create(
      admin,
      'expenses',
      line(project.id, { unit_selling_price: 0.01, quantity: 0.5 }),
    );
    expect(gain).toMatchObject({ total_selling_price: 0.01, total_cost: 0, profit: 0.01 });
    const loss = await create(
      admin,
      'expenses',
      line(project.id, { unit_cost_price: 0.01, quantity: 0.5 }),
    );
    expect(loss).toMatchObject({
      total_cost: 0.01,
      total_with_logistics: 0.01,
      total_selling_price: 0,
      profit: -0.01,
    });
    const below = await create(
      admin,
      'expenses',
      line(project.id, { unit_selling_price: 0.01, quantity: 0.499 }),
    );
    expect(below.profit).toBe(0);
    const shown = await getJson(admin, `projects/${project.id}`);
    expect(shown.totals).toEqual({
      funding: 0,
      total_cost: 0.01,
      total_with_logistics: 0.01,
      total_selling_price: 0.01,
      profit: 0,
    });
  });

  it('updating one amount of an expense recomputes its profit and the project totals', async () => {
    const project = await createProject(admin);
    const e = await create(
      admin,
      'expenses',
      line(project.id, {
        unit_cost_price: 10,
        quantity: 2,
        logistics_cost: 5,
        unit_selling_price: 20,
      }),
    );
    expect(e.profit).toBe(15);
    const cases: [Record<string, unknown>, number][] = [
      [{ unit_selling_price: 25 }, 25], // 50 − 25
      [{ quantity: 3 }, 40], // 75 − 35
      [{ logistics_cost: 0.5 }, 44.5], // 75 − 30.5
      [{ unit_cost_price: '12.25' }, 37.75], // 75 − 37.25
    ];
    for (const [change, profit] of cases) {
      const res = await admin.put(`${API}/expenses/${e.id}`, change);
      expectStatus(res, 200);
      expect(res.json().profit).toBe(profit);
      expect((await getJson(admin, `projects/${project.id}`)).totals.profit).toBe(profit);
    }
    expect(await getJson(admin, `expenses/${e.id}`)).toMatchObject({
      unit_cost_price: 12.25,
      quantity: 3,
      logistics_cost: 0.5,
      unit_selling_price: 25,
      total_cost: 36.75,
      total_with_logistics: 37.25,
      total_selling_price: 75,
      profit: 37.75,
    });
  });

  it('takes amounts and quantities typed as the tables show them ("1,250.50"), not in other formats', async () => {
    const project = await createProject(admin);
    const funding = await create(admin, 'fundings', {
      date: '2024-01-01',
      source: 'S',
      description: 'Grouped',
      amount: '12,345,678.9',
      project_id: project.id,
    });
    expect(funding.amount).toBe(12345678.9);
    const e = await create(
      admin,
      'expenses',
      line(project.id, { unit_cost_price: '1,000', quantity: '1,250.5', unit_selling_price: 2 }),
    );
    expect(e).toMatchObject({ unit_cost_price: 1000, quantity: 1250.5, total_cost: 1250500 });
    for (const amount of ['1.250,50', '1 250,50', '12,34']) {
      const res = await admin.post(`${API}/fundings`, {
        date: '2024-01-01',
        source: 'S',
        description: 'D',
        amount,
        project_id: project.id,
      });
      expectStatus(res, 422);
      expect(res.json().errors.amount, amount).toEqual(['must be a number written like 1,250.50']);
    }
    const quantity = await admin.post(`${API}/expenses`, line(project.id, { quantity: '1,25' }));
    expectStatus(quantity, 422);
    expect(quantity.json().errors.quantity).toEqual(['must be a number written like 1,250.50']);
  });

  it('project totals sum many lines exactly', async () => {
    const project = await createProject(admin);
    for (let i = 0; i < 10; i++) {
      await create(
        admin,
        'expenses',
        line(project.id, { unit_selling_price: 0.1, unit_cost_price: 0.01 }),
      );
    }
    const { totals } = await getJson(admin, `projects/${project.id}`);
    expect(totals).toEqual({
      funding: 0,
      total_cost: 0.1,
      total_with_logistics: 0.1,
      total_selling_price: 1,
      profit: 0.9,
    });
  });
});

describe("a project's sums stay exact past 2^53 cents", () => {
  const funding = (project_id: number, amount: number | string) => ({
    date: '2024-01-01',
    source: 'S',
    description: 'Big',
    amount,
    project_id,
  });

  it('four lines of ten trillion each total exactly; the fifth would pass the limit: 422', async () => {
    const project = await createProject(admin);
    // 99 999 999 999.99 × 100 = 9 999 999 999 999 each, with a cent that must survive the sum.
    const big = {
      unit_cost_price: '99999999999.99',
      quantity: 100,
      unit_selling_price: '99999999999.99',
    };
    for (let i = 0; i < 4; i++)
      expectStatus(await admin.post(`${API}/expenses`, line(project.id, big)), 201);
    const totals = (await getJson(admin, `projects/${project.id}`)).totals;
    expect(totals.total_cost).toBe(39_999_999_999_996);
    expect(totals.total_selling_price).toBe(39_999_999_999_996);
    const fifth = await admin.post(`${API}/expenses`, line(project.id, big));
    expectStatus(fifth, 422);
    expect(fifth.json().errors.quantity).toEqual(["makes the project's totals too large"]);
  });

  /**
   * A project with 450 fundings of the most one may be: 45 trillion of the limit's 45.03 trillion
   * (written directly: the API would take a while).
   */
  async function projectNearTheLimit() {
    const project = await createProject(admin);
    await t.db
      .insertInto('fundings')
      .values(
        Array.from({ length: 450 }, () => ({
          project_id: project.id,
          date: '2024-01-01',
          source: 'S',
          description: 'Seed',
          amount_cents: 10_000_000_000_000,
        })),
      )
      .execute();
    return project;
  }

  it("a funding that takes the project's total past the limit is a 422, on create and update", async () => {
    const project = await projectNearTheLimit();
    const last = await create(admin, 'fundings', funding(project.id, '1000.01'));
    const shown = await getJson(admin, `projects/${project.id}`);
    expect(shown.totals.funding).toBe(45_000_000_001_000.01);
    const over = await admin.post(`${API}/fundings`, funding(project.id, '100000000000'));
    expectStatus(over, 422);
    expect(over.json().errors.amount).toEqual(["makes the project's funding total too large"]);
    const raised = await admin.put(`${API}/fundings/${last.id}`, { amount: '100000000000' });
    expectStatus(raised, 422);
    expectStatus(await admin.put(`${API}/fundings/${last.id}`, { amount: '2000.02' }), 200);
  });

  it('concurrent fundings that would pass the limit together: one is kept, the others are 422s', async () => {
    const project = await projectNearTheLimit();
    // Each fits alone (20 billion of the ~36 billion left); any two do not.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        admin.post(`${API}/fundings`, funding(project.id, '20000000000')),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422]);
    const shown = await getJson(admin, `projects/${project.id}`);
    expect(shown.totals.funding).toBe(45_020_000_000_000);
    const kept = await t.db
      .selectFrom('fundings')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(451);
  });
});
