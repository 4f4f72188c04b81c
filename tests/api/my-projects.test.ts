import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, createProject, expectStatus } from './support/api';

let t: TestApp;
let su: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  su = await t.as('superuser');
});
afterAll(() => t.close());

async function ordinary(name: string) {
  const user = await t.createUser('user', name);
  const c = t.client();
  expectStatus(await c.login(name), 200);
  return { id: user.id, c };
}
const link = async (userId: number, client_id: number | null) =>
  expectStatus(await su.put(`${API}/users/${userId}/client`, { client_id }), 200);
const mine = async (c: ApiClient) => {
  const res = await c.get(`${API}/my-projects`);
  expectStatus(res, 200);
  return res.json();
};

describe('My projects', () => {
  it('is empty for an account that is not linked to a client', async () => {
    const { c } = await ordinary('unlinked');
    expect(await mine(c)).toEqual({ client: null, projects: [] });
  });

  it("lists the linked client's projects with their tasks, and no one else's", async () => {
    const acme = await create(su, 'clients', { client: { organization_name: 'Acme' } });
    const other = await create(su, 'clients', { client: { organization_name: 'Other' } });
    const cameras = await createProject(su, {
      name: 'Cameras',
      project_class: 'CCTV',
      client_id: acme.id,
    });
    const dish = await createProject(su, {
      name: 'Dish',
      project_class: 'Satellite',
      client_id: acme.id,
    });
    await createProject(su, { name: 'Secret', client_id: other.id });
    await createProject(su, { name: 'Unassigned' });
    const wire = await create(su, 'tasks', { task: { name: 'Wire', project_id: cameras.id } });
    await create(su, 'tasks', { task: { name: 'Mount', project_id: cameras.id } });
    expectStatus(await su.put(`${API}/tasks/${wire.id}`, { task: { completed: true } }), 200);

    const ada = await ordinary('ada-acme');
    const otto = await ordinary('otto-other');
    await link(ada.id, acme.id);
    await link(otto.id, other.id);

    expect(await mine(ada.c)).toEqual({
      client: { organization_name: 'Acme' },
      projects: [
        {
          id: cameras.id,
          name: 'Cameras',
          project_class: 'CCTV',
          tasks_done: 1,
          tasks_total: 2,
          tasks: [
            { id: expect.any(Number), name: 'Mount', completed: false },
            { id: wire.id, name: 'Wire', completed: true },
          ],
        },
        {
          id: dish.id,
          name: 'Dish',
          project_class: 'Satellite',
          tasks_done: 0,
          tasks_total: 0,
          tasks: [],
        },
      ],
    });
    const theirs = await mine(otto.c);
    expect(theirs.projects.map((p: { name: string }) => p.name)).toEqual(['Secret']);

    // Read-only: the project routes themselves stay admin-only, their own client's included.
    expectStatus(await ada.c.get(`${API}/projects/${cameras.id}`), 403);
    expectStatus(await ada.c.put(`${API}/tasks/${wire.id}`, { task: { completed: false } }), 403);
    // The route takes no parameter that could name another account or client.
    expect((await ada.c.get(`${API}/my-projects?client_id=${other.id}`)).json().client).toEqual({
      organization_name: 'Acme',
    });
  });

  it('ends with the link: unlinking, or deleting the client, empties it', async () => {
    const client = await create(su, 'clients', { client: { organization_name: 'Brief Ltd' } });
    await createProject(su, { name: 'Short job', client_id: client.id });
    const bea = await ordinary('bea-brief');
    await link(bea.id, client.id);
    expect((await mine(bea.c)).projects).toHaveLength(1);
    await link(bea.id, null);
    expect(await mine(bea.c)).toEqual({ client: null, projects: [] });

    await link(bea.id, client.id);
    expectStatus(await su.delete(`${API}/clients/${client.id}`), 200);
    expect(await mine(bea.c)).toEqual({ client: null, projects: [] });
    expect((await su.get(`${API}/users/${bea.id}`)).json().client).toBeNull();
  });

  it('is refused signed out (401)', async () => {
    expectStatus(await (await t.as('anonymous')).get(`${API}/my-projects`), 401);
  });
});
