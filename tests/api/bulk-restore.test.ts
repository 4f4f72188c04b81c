import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, createProject, expectStatus, getJson } from './support/api';
import type { TrashEntry } from '../../src/shared/trash';

// The Undo of a bulk delete is one restore of the lot: all come back, or none and the reason.

let t: TestApp;
let admin: ApiClient;
let superuser: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  superuser = await t.as('superuser');
});
afterAll(() => t.close());

const bulkRestore = (resource: string, ids: number[]) =>
  admin.post(`${API}/trash/${resource}/bulk-restore`, { ids });
const inTrash = async (resource: string) =>
  (await getJson<TrashEntry[]>(admin, `${API}/trash?resource=${resource}&limit=100`)).map(
    (e) => e.id,
  );

async function deletedClients(names: string[]) {
  const ids: number[] = [];
  for (const organization_name of names)
    ids.push((await create(admin, 'clients', { client: { organization_name } })).id);
  expectStatus(await admin.post(`${API}/clients/bulk-delete`, { ids }), 200);
  return ids;
}

describe('POST /trash/{resource}/bulk-restore', () => {
  it('brings a bulk-deleted lot back in one go, with history for each', async () => {
    const ids = await deletedClients(['Bulk A', 'Bulk B', 'Bulk C']);
    const res = await bulkRestore('clients', [...ids].reverse());
    expectStatus(res, 200);
    expect(res.json()).toEqual({ ids: [...ids].reverse() });
    for (const id of ids) {
      expectStatus(await admin.get(`${API}/clients/${id}`), 200);
      const [entry] = await getJson(admin, `${API}/clients/${id}/history`);
      expect(entry.action).toBe('restore');
    }
    expect(await inTrash('clients')).not.toEqual(expect.arrayContaining(ids));
  });

  it('links back what each of the lot had, projects interleaved by id', async () => {
    const a = await create(admin, 'clients', { client: { organization_name: 'Lot A' } });
    const b = await create(admin, 'clients', { client: { organization_name: 'Lot B' } });
    const owners = [a.id, b.id, a.id];
    const projects = [];
    for (const [i, client_id] of owners.entries())
      projects.push(await createProject(admin, { name: `Lot ${i}`, client_id }));
    expectStatus(await admin.post(`${API}/clients/bulk-delete`, { ids: [a.id, b.id] }), 200);
    expectStatus(await bulkRestore('clients', [a.id, b.id]), 200);
    for (const [i, project] of projects.entries())
      expect((await getJson(admin, `${API}/projects/${project.id}`)).client_id).toBe(owners[i]);
  });

  it('restores none when one is not in the trash (404 naming it)', async () => {
    const ids = await deletedClients(['Half A', 'Half B']);
    expectStatus(await superuser.delete(`${API}/trash/clients/${ids[1]}`), 200);
    const res = await bulkRestore('clients', ids);
    expectStatus(res, 404);
    expect(res.json().message).toContain(String(ids[1]));
    expectStatus(await admin.get(`${API}/clients/${ids[0]}`), 404);
    expect(await inTrash('clients')).toContain(ids[0]);
  });

  it('restores none when one cannot come back (409 naming it)', async () => {
    const project = await createProject(admin, { name: 'Parent' });
    const tasks = [];
    for (const name of ['T1', 'T2'])
      tasks.push((await create(admin, 'tasks', { task: { name, project_id: project.id } })).id);
    const other = await createProject(admin, { name: 'Other' });
    const free = (await create(admin, 'tasks', { task: { name: 'T3', project_id: other.id } })).id;
    expectStatus(await admin.post(`${API}/tasks/bulk-delete`, { ids: [free] }), 200);
    expectStatus(await admin.delete(`${API}/projects/${project.id}`), 200);
    // The project's delete took T1 and T2 along; T3 alone is in the trash under its own name.
    const res = await bulkRestore('tasks', [free, 999_999]);
    expectStatus(res, 404);
    expect(res.json().message).toContain('999999');
    expect(await inTrash('tasks')).toContain(free);

    expectStatus(await admin.delete(`${API}/projects/${other.id}`), 200);
    const refused = await bulkRestore('tasks', [free]);
    expectStatus(refused, 409);
    expect(refused.json().message).toContain(String(free));
    expect(await inTrash('tasks')).toContain(free);
  });
});
