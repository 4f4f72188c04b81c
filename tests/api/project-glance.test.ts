import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGlance } from '../../src/server/resources/project-glance';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, createProject, expectStatus, getJson } from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

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
const task = (project_id: number, name: string) =>
  create(admin, 'tasks', { task: { name, description: '', project_id } });
const listed = async (q: string) => {
  const [first] = await getJson<Record<string, unknown>[]>(
    admin,
    `projects?q=${encodeURIComponent(q)}`,
  );
  expect(first, `a project named ${q}`).toBeDefined();
  return first!;
};

describe("the projects list: each project's client, balance and tasks", () => {
  it('answers them on every row, the balance exact to the cent as the project screen has it', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Glance Ltd' } });
    const project = await createProject(admin, { name: 'Glance alpha', client_id: client.id });
    await funding(project.id, 0.05);
    // Each line's cost is rounded on its own, half away from zero: 0.005 → 0.01, twice. Summed
    // before rounding they would make 0.01, and the balance 0.04.
    await expense(project.id, { unit_cost_price: 0.01, quantity: 0.5 });
    await expense(project.id, { unit_cost_price: 0.01, quantity: 0.5 });
    const done = await task(project.id, 'Survey');
    await task(project.id, 'Install');
    await task(project.id, 'Hand over');
    expectStatus(await admin.put(`${API}/tasks/${done.id}`, { id: done.id, completed: true }), 200);

    expect(await listed('Glance alpha')).toMatchObject({
      id: project.id,
      client_id: client.id,
      client_name: 'Glance Ltd',
      balance: 0.03,
      tasks_done: 1,
      tasks_total: 3,
    });
    const { totals } = await getJson(admin, `projects/${project.id}`);
    expect(Math.round(totals.funding * 100 - totals.total_with_logistics * 100)).toBe(3);
  });

  it('a project with nothing yet: no client, a balance of 0, no tasks; costs past funding go below 0', async () => {
    const bare = await createProject(admin, { name: 'Glance bare' });
    expect(await listed('Glance bare')).toMatchObject({
      client_name: null,
      balance: 0,
      tasks_done: 0,
      tasks_total: 0,
    });
    await funding(bare.id, 100);
    await expense(bare.id, { unit_cost_price: 40.1, quantity: 3, logistics_cost: 0.75 });
    expect((await listed('Glance bare')).balance).toBe(-21.05);
  });

  it('a change to its client, its money or its tasks shows on the next read of the list', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Before Co' } });
    const project = await createProject(admin, { name: 'Glance fresh', client_id: client.id });
    expect(await listed('Glance fresh')).toMatchObject({ client_name: 'Before Co', balance: 0 });
    await admin.put(`${API}/clients/${client.id}`, {
      id: client.id,
      client: { organization_name: 'After Co' },
    });
    await funding(project.id, 12.5);
    await task(project.id, 'New');
    expect(await listed('Glance fresh')).toMatchObject({
      client_name: 'After Co',
      balance: 12.5,
      tasks_total: 1,
    });
    await admin.put(`${API}/projects/${project.id}`, {
      id: project.id,
      project: { client_id: null },
    });
    expect((await listed('Glance fresh')).client_name).toBeNull();
  });

  it('costs a page two statements, whatever its size', async () => {
    const projects = [];
    for (let i = 0; i < 30; i++) {
      const project = await createProject(admin, { name: `Glance many ${i}` });
      await funding(project.id, i + 1);
      await task(project.id, 'One');
      projects.push(project);
    }
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.db.withPlugin(counting);
    const one = await addGlance(db, [{ id: projects[0].id }]);
    expect(statements).toBe(2);
    statements = 0;
    const page = await addGlance(
      db,
      projects.map((p) => ({ id: p.id })),
    );
    expect(statements).toBe(2);
    expect(one[0]).toMatchObject({ balance: 1, tasks_total: 1 });
    expect(page.map((p) => p.balance)).toEqual(projects.map((_, i) => i + 1));
  });
});
