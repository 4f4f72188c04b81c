import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  createNote,
  createProject,
  expectStatus,
  getJson,
} from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

async function countWhere(table: 'fundings' | 'expenses' | 'tasks', projectId: number) {
  const row = await t.db
    .selectFrom(table)
    .select((e) => e.fn.countAll().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('cascades', () => {
  it('deleting a project removes its fundings, expenses and tasks, and only its own', async () => {
    const doomed = await createProject(admin, { name: 'Doomed' });
    const kept = await createProject(admin, { name: 'Kept' });
    const children: Record<string, number[]> = { fundings: [], expenses: [], tasks: [] };
    for (const project of [doomed, kept]) {
      children.fundings!.push(
        (
          await create(admin, 'fundings', {
            date: '2024-01-01',
            source: 'S',
            description: 'D',
            amount: 5,
            project_id: project.id,
          })
        ).id,
      );
      children.expenses!.push(
        (
          await create(admin, 'expenses', {
            date: '2024-01-01',
            description: 'D',
            unit_cost_price: 1,
            quantity: 1,
            logistics_cost: 1,
            unit_selling_price: 3,
            project_id: project.id,
          })
        ).id,
      );
      children.tasks!.push(
        (await create(admin, 'tasks', { task: { name: 'T', project_id: project.id } })).id,
      );
    }

    expectStatus(await admin.delete(`${API}/projects/${doomed.id}`), 200);

    for (const [resource, [gone, stays]] of Object.entries(children)) {
      expectStatus(await admin.get(`${API}/${resource}/${gone}`), 404);
      expectStatus(await admin.get(`${API}/${resource}/${stays}`), 200);
      expect(await countWhere(resource as 'fundings', doomed.id)).toBe(0);
      expect(await countWhere(resource as 'fundings', kept.id)).toBe(1);
    }
    const shown = await getJson(admin, `projects/${kept.id}`);
    expect([shown.fundings.length, shown.expenses.length, shown.tasks.length]).toEqual([1, 1, 1]);
  });

  it('deleting a note removes its sections, and only its own', async () => {
    const doomed = await createNote(admin, { sections: [{ title: 'a' }, { title: 'b' }] });
    const kept = await createNote(admin, { sections: [{ title: 'c' }] });
    const [first] = (await getJson(admin, `notes/${doomed.id}`)).sections;
    expectStatus(await admin.delete(`${API}/notes/${doomed.id}`), 200);
    expectStatus(await admin.get(`${API}/sections/${first.id}`), 404);
    const left = await t.db
      .selectFrom('sections')
      .select(['note_id'])
      .where('note_id', 'in', [doomed.id, kept.id])
      .execute();
    expect(left).toEqual([{ note_id: kept.id }]);
    expect((await getJson(admin, `notes/${kept.id}`)).sections).toHaveLength(1);
  });

  it('deleting a client keeps its projects and sets their client_id to null', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Leaving' } });
    const other = await create(admin, 'clients', { client: { organization_name: 'Staying' } });
    const a = await createProject(admin, { name: 'A', client_id: client.id });
    const b = await createProject(admin, { name: 'B', client_id: client.id });
    const c = await createProject(admin, { name: 'C', client_id: other.id });
    expectStatus(await admin.delete(`${API}/clients/${client.id}`), 200);
    for (const project of [a, b]) {
      const shown = await getJson(admin, `projects/${project.id}`);
      expect(shown).toMatchObject({ id: project.id, client_id: null, client: null });
    }
    expect((await getJson(admin, `projects/${c.id}`)).client_id).toBe(other.id);
    // Free again: the projects can be connected to another client.
    const res = await admin.put(`${API}/projects/${a.id}`, { project: { client_id: other.id } });
    expectStatus(res, 200);
  });
});
