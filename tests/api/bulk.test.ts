import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  createProject,
  expectInvalid,
  expectStatus,
  getJson,
  ids,
} from './support/api';

// Act on many: bulk delete and bulk update take up to 1000 ids, all or nothing, through the same
// service as one write (so each record's history and trash entry are its own).

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const clients = async (n: number, prefix: string) => {
  const made = [];
  for (let i = 0; i < n; i++)
    made.push(
      (await create(admin, 'clients', { client: { organization_name: `${prefix} ${i}` } }))
        .id as number,
    );
  return made;
};

describe('bulk delete', () => {
  it('deletes every id, each into the trash with its own history entry', async () => {
    const made = await clients(5, 'Bulk');
    const res = await admin.post(`${API}/clients/bulk-delete`, { ids: [...made, made[0]] });
    expectStatus(res, 200);
    expect(res.json().ids.sort()).toEqual([...made].sort());
    expect(ids(await admin.get(`${API}/clients?q=bulk&limit=500`))).toEqual([]);
    const trash = await getJson(admin, `${API}/trash?resource=clients&limit=100`);
    for (const id of made) {
      expect(trash.map((e: { id: number }) => e.id)).toContain(id);
      const [entry] = await getJson(admin, `${API}/clients/${id}/history`);
      expect(entry).toMatchObject({ action: 'delete', actor: 'admin', record_id: id });
    }
  });

  it('is all or nothing: an unknown id is a 422 that names it, and nothing is deleted', async () => {
    const made = await clients(3, 'Kept');
    const res = await admin.post(`${API}/clients/bulk-delete`, {
      ids: [made[0], 999_999, made[1]],
    });
    expectInvalid(res, 'ids');
    expect(res.json().errors.ids[0]).toMatch(/^999999 is not a client/);
    expect(ids(await admin.get(`${API}/clients?q=kept&limit=500`)).sort()).toEqual(
      [...made].sort(),
    );
  });

  it('takes 1 to 1000 ids', async () => {
    expectInvalid(await admin.post(`${API}/clients/bulk-delete`, { ids: [] }), 'ids');
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    expectInvalid(await admin.post(`${API}/clients/bulk-delete`, { ids: many }), 'ids');
    expectInvalid(await admin.post(`${API}/clients/bulk-delete`, { ids: ['x'] }), 'ids');
  });
});

describe('bulk update', () => {
  it("applies one change, validated by the resource's own update schema, to every id", async () => {
    const project = await createProject(admin);
    const tasks = [];
    for (const name of ['A', 'B', 'C'])
      tasks.push((await create(admin, 'tasks', { task: { name, project_id: project.id } })).id);
    const res = await admin.post(`${API}/tasks/bulk-update`, {
      ids: tasks,
      changes: { completed: true },
    });
    expectStatus(res, 200);
    const detail = await getJson(admin, `${API}/projects/${project.id}`);
    expect(detail.tasks.map((x: { completed: boolean }) => x.completed)).toEqual([
      true,
      true,
      true,
    ]);
    const [entry] = await getJson(admin, `${API}/tasks/${tasks[0]}/history`);
    expect(entry.changes).toEqual([{ field: 'completed', from: false, to: true }]);

    const bad = await admin.post(`${API}/projects/bulk-update`, {
      ids: [project.id],
      changes: { project: { name: '' } },
    });
    expectStatus(bad, 422);
    expect(JSON.stringify(bad.json().errors)).toContain('name');
  });

  it('is all or nothing', async () => {
    const made = await clients(2, 'Town');
    const res = await admin.post(`${API}/clients/bulk-update`, {
      ids: [...made, 999_998],
      changes: { client: { city: 'Oslo' } },
    });
    expectInvalid(res, 'ids');
    for (const id of made) expect((await getJson(admin, `${API}/clients/${id}`)).city).toBe('');
  });
});
