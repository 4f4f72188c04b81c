import { Migrator } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/database';
import { migrateToLatest, migrations } from '../../src/server/db/migrate';
import { overviewRepository } from '../../src/server/repositories/overview';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';
import { API, type ApiClient, create, createProject, expectStatus, getJson } from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const overview = () => getJson(admin, 'overview');
const funding = (project_id: number, amount: number) =>
  create(admin, 'fundings', {
    date: '2025-01-02',
    source: 'Bank',
    description: 'In',
    amount,
    project_id,
  });
const expense = (project_id: number, fields: Record<string, number>) =>
  create(admin, 'expenses', {
    date: '2025-01-03',
    description: 'Line',
    unit_cost_price: 0,
    quantity: 1,
    logistics_cost: 0,
    unit_selling_price: 0,
    project_id,
    ...fields,
  });
const task = (project_id: number) =>
  create(admin, 'tasks', { task: { name: 'Task', description: '', project_id } });

/** What the projects' own screens say, summed in cents: what the overview must agree with. */
async function screensSay() {
  const cents = { funding: 0, costs: 0, profit: 0, open_tasks: 0 };
  for (const { id } of await getJson(admin, 'projects?limit=500')) {
    const { totals, tasks } = await getJson(admin, `projects/${id}`);
    cents.funding += Math.round(totals.funding * 100);
    cents.costs += Math.round(totals.total_with_logistics * 100);
    cents.profit += Math.round(totals.profit * 100);
    cents.open_tasks += tasks.filter((x: { completed: boolean }) => !x.completed).length;
  }
  const { funding, costs, profit, open_tasks } = cents;
  return {
    money: { funding: funding / 100, costs: costs / 100, profit: profit / 100 },
    open_tasks,
  };
}
const expectAgreement = async () => {
  const { money, open_tasks } = await overview();
  expect({ money, open_tasks }).toEqual(await screensSay());
};

describe('GET /overview: money across projects and open tasks', () => {
  it('agrees with the projects’ screens after every kind of write', async () => {
    expect(await overview()).toMatchObject({
      money: { funding: 0, costs: 0, profit: 0 },
      open_tasks: 0,
    });
    const a = await createProject(admin, { name: 'Totals A' });
    const b = await createProject(admin, { name: 'Totals B' });
    const f = await funding(a.id, 1000.1);
    await funding(b.id, 0.2);
    // Costs rounded line by line (0.005 → 0.01 twice), as each project's screen rounds them.
    const line = await expense(a.id, { unit_cost_price: 0.01, quantity: 0.5 });
    await expense(a.id, { unit_cost_price: 0.01, quantity: 0.5, unit_selling_price: 3 });
    await expense(b.id, { unit_cost_price: 40.1, quantity: 3, logistics_cost: 0.75 });
    const tasks = [await task(a.id), await task(a.id), await task(b.id)];
    expect(await overview()).toMatchObject({
      money: { funding: 1000.3, costs: 121.07, profit: -119.56 },
      open_tasks: 3,
    });
    await expectAgreement();

    // Updates: an amount, a line's quantity, a task done, three tasks at once.
    expectStatus(await admin.put(`${API}/fundings/${f.id}`, { id: f.id, amount: 10 }), 200);
    expectStatus(
      await admin.put(`${API}/expenses/${line.id}`, { id: line.id, quantity: 2.5 }),
      200,
    );
    expectStatus(
      await admin.put(`${API}/tasks/${tasks[0].id}`, { id: tasks[0].id, completed: true }),
      200,
    );
    await expectAgreement();
    expectStatus(
      await admin.post(`${API}/tasks/bulk-update`, {
        ids: tasks.map((x) => x.id),
        changes: { completed: true },
      }),
      200,
    );
    expect((await overview()).open_tasks).toBe(0);
    await expectAgreement();

    // Deletes: a line; a project with what it takes along; then its restore from the trash.
    expectStatus(await admin.delete(`${API}/expenses/${line.id}`), 200);
    await expectAgreement();
    expectStatus(await admin.delete(`${API}/projects/${b.id}`), 200);
    expect((await overview()).money.funding).toBe(10);
    await expectAgreement();
    expectStatus(await admin.post(`${API}/trash/projects/${b.id}/restore`), 200);
    expect((await overview()).money.funding).toBe(10.2);
    await expectAgreement();
    expectStatus(await admin.post(`${API}/projects/bulk-delete`, { ids: [a.id, b.id] }), 200);
    expect(await overview()).toMatchObject({
      money: { funding: 0, costs: 0, profit: 0 },
      open_tasks: 0,
    });
  });
});

describe('GET /overview: the projects changed last', () => {
  it('names the five changed last, newest first, with their client, tasks and balance', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Recent Co' } });
    const made = [];
    for (let i = 1; i <= 6; i++) made.push(await createProject(admin, { name: `Recent ${i}` }));
    const [first] = made;
    // Changing the first (connecting it to a client) makes it the newest again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expectStatus(
      await admin.put(`${API}/projects/${first.id}`, {
        id: first.id,
        project: { client_id: client.id },
      }),
      200,
    );
    await funding(first.id, 250);
    await task(first.id);
    const { recent_projects } = await overview();
    expect(recent_projects.map((p: { name: string }) => p.name)).toEqual([
      'Recent 1',
      'Recent 6',
      'Recent 5',
      'Recent 4',
      'Recent 3',
    ]);
    expect(recent_projects[0]).toEqual({
      id: first.id,
      name: 'Recent 1',
      client_name: 'Recent Co',
      balance: 250,
      tasks_done: 0,
      tasks_total: 1,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_by: 'admin',
    });
  });
});

describe('migration 012-overview-totals', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function emptyDatabase(): Promise<Database> {
    const database = await createTestDatabase();
    const { db } = openDatabase(database.url);
    cleanups.push(database.drop, () => db.destroy());
    return db;
  }
  const migrator = (db: Database) =>
    new Migrator({ db, provider: { getMigrations: async () => migrations } });

  it('sums the rows already there, keeps the sums, and goes down and up again', async () => {
    const db = await emptyDatabase();
    expect((await migrator(db).migrateTo('011-stock-movements')).error).toBeUndefined();
    const { id } = await db
      .insertInto('projects')
      .values({ name: 'Old', description: '', project_class: '', client_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fundings')
      .values([1050, 25].map((amount_cents) => ({ ...older(id), source: '', amount_cents })))
      .execute();
    await db
      .insertInto('expenses')
      .values({
        ...older(id),
        unit_cost_price_cents: 1,
        quantity_milli: 500,
        logistics_cost_cents: 100,
        unit_selling_price_cents: 0,
        profit_cents: -101,
      })
      .execute();
    await db
      .insertInto('tasks')
      .values(
        [0, 1, 0].map((completed) => ({ project_id: id, name: 'T', description: '', completed })),
      )
      .execute();

    const upTo012 = async () =>
      (await migrator(db).migrateTo('012-overview-totals')).results?.map((r) => r.migrationName);
    expect(await upTo012()).toEqual(['012-overview-totals']);
    const totals = () => overviewRepository(db).totals();
    expect(await totals()).toEqual({ funding: 1075, costs: 101, profit: -101, open_tasks: 2 });
    await db.updateTable('tasks').set({ completed: 1 }).execute();
    await db.deleteFrom('fundings').where('amount_cents', '=', 25).execute();
    expect(await totals()).toEqual({ funding: 1050, costs: 101, profit: -101, open_tasks: 0 });

    expect((await migrator(db).migrateTo('011-stock-movements')).error).toBeUndefined();
    expect((await db.introspection.getTables()).map((x) => x.name)).not.toContain('running_totals');
    expect(await upTo012()).toEqual(['012-overview-totals']);
    await migrateToLatest(db); // and the migrations after it still apply over these rows
    expect(await totals()).toEqual({ funding: 1050, costs: 101, profit: -101, open_tasks: 0 });
  });
});

/** A funding's or an expense's other columns, as an older database holds them. */
const older = (project_id: number) => ({ project_id, date: '2024-01-01', description: '' });
