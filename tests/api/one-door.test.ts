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
import type { HistoryEntry } from '../../src/shared/history';
import type { Movement } from '../../src/shared/stock';

// Restore, stock movements, account links and erase are writes of the engine: they claim what
// they change, answer like a POST, and write history where the screens read it.

let t: TestApp;
let admin: ApiClient;
let superuser: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  superuser = await t.as('superuser');
});
afterAll(() => t.close());

const restore = (resource: string, id: number) =>
  admin.post(`${API}/trash/${resource}/${id}/restore`);
const historyOf = (c: ApiClient, path: string) => getJson<HistoryEntry[]>(c, `${API}/${path}`);

describe('a restore brings back the links its delete broke', () => {
  it('a project comes back with the stock used on it, in the item history both ways', async () => {
    const item = await create(admin, 'inventory', { item: { name: 'Cable', quantity: 10 } });
    const project = await createProject(admin, { name: 'Harbour' });
    const used = await admin.post(`${API}/inventory/${item.id}/movements`, {
      movement: { amount: -2, reason: 'used', project_id: project.id },
    });
    expectStatus(used, 201);
    expectStatus(await admin.delete(`${API}/projects/${project.id}`), 200);
    expectStatus(await restore('projects', project.id), 200);

    const back = await getJson(admin, `${API}/projects/${project.id}`);
    expect(back.stock_used).toEqual([
      { resource: 'inventory', id: item.id, name: 'Cable', quantity: 2 },
    ]);
    const [movement] = await getJson<Movement[]>(admin, `${API}/inventory/${item.id}/movements`);
    expect(movement!.project).toEqual({ id: project.id, name: 'Harbour' });
    const [relink, unlink] = await historyOf(admin, `inventory/${item.id}/history`);
    expect(unlink!.changes).toEqual([
      { field: 'stock_used_on', from: project.id, to: null, from_title: 'Harbour' },
    ]);
    expect(relink!.changes).toEqual([
      { field: 'stock_used_on', from: null, to: project.id, to_title: 'Harbour' },
    ]);
  });

  it('a restore answers the record with its ETag, like a POST', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Posted' } });
    expectStatus(await admin.delete(`${API}/clients/${client.id}`), 200);
    const res = await restore('clients', client.id);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ id: client.id, organization_name: 'Posted', projects: [] });
    const shown = await admin.get(`${API}/clients/${client.id}`);
    expect(res.headers.etag).toMatch(/^"\d+-/);
    expect(String(res.headers.etag).split('-')[0]).toBe(String(shown.headers.etag).split('-')[0]);
  });
});

describe('a restore claims what it changes', () => {
  it('a section restored moves its note: a save loaded before the restore gets 412', async () => {
    const note = await createNote(admin, { sections: [{ title: 'One' }, { title: 'Two' }] });
    const two = (await getJson(admin, `${API}/notes/${note.id}`)).sections[1];
    expectStatus(await admin.delete(`${API}/sections/${two.id}`), 200);
    const loaded = String((await admin.get(`${API}/notes/${note.id}`)).headers.etag);
    expectStatus(await restore('sections', two.id), 200);
    const save = await admin.send({
      method: 'PUT',
      url: `${API}/notes/${note.id}`,
      payload: { note: { sections: [{ title: 'One' }] } },
      headers: { 'if-match': loaded },
    });
    expectStatus(save, 412);
    const titles = (await getJson(admin, `${API}/notes/${note.id}`)).sections.map(
      (s: { title: string }) => s.title,
    );
    expect(titles).toEqual(['One', 'Two']);
  });
});

describe("a client's accounts, unlinked and linked back by the rules of their own route", () => {
  it('records the unlink and the relink on each account, moves its version, skips promoted ones', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Dock' } });
    const keep = await t.createUser('user', 'dock-keep');
    const promoted = await t.createUser('user', 'dock-promoted');
    for (const user of [keep, promoted])
      expectStatus(
        await superuser.put(`${API}/users/${user.id}/client`, { client_id: client.id }),
        200,
      );
    const versionOf = async (id: number) =>
      String((await superuser.get(`${API}/users/${id}`)).headers.etag).split('-')[0];
    const linked = await versionOf(keep.id);

    expectStatus(await admin.delete(`${API}/clients/${client.id}`), 200);
    const unlinked = await versionOf(keep.id);
    expect(unlinked).not.toBe(linked);
    expectStatus(await superuser.put(`${API}/users/${promoted.id}/role`, { role: 'admin' }), 200);
    expectStatus(await restore('clients', client.id), 200);

    expect((await getJson(superuser, `${API}/users/${keep.id}`)).client).toEqual({
      id: client.id,
      organization_name: 'Dock',
    });
    expect(await versionOf(keep.id)).not.toBe(unlinked);
    expect((await getJson(superuser, `${API}/users/${promoted.id}`)).client).toBeNull();
    const [relink, unlink] = await historyOf(superuser, `users/${keep.id}/history`);
    expect(unlink).toMatchObject({
      action: 'update',
      changes: [{ field: 'client_id', from: client.id, to: null }],
    });
    expect(relink).toMatchObject({
      action: 'update',
      changes: [{ field: 'client_id', from: null, to: client.id }],
    });
  });
});

describe("a client's projects, unlinked and linked back", () => {
  it('are claimed both ways, with a disconnect and a connect in their history', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Pier' } });
    const project = await createProject(admin, { name: 'Jetty', client_id: client.id });
    const url = `${API}/projects/${project.id}`;
    const loaded = String((await admin.get(url)).headers.etag);
    expectStatus(await admin.delete(`${API}/clients/${client.id}`), 200);
    const unlinked = String((await admin.get(url)).headers.etag);
    expect(unlinked.split('-')[0]).not.toBe(loaded.split('-')[0]);
    expectStatus(await restore('clients', client.id), 200);
    const save = await admin.send({
      method: 'PUT',
      url,
      payload: { project: { name: 'Stale' } },
      headers: { 'if-match': unlinked },
    });
    expectStatus(save, 412);
    const [connect, disconnect] = await historyOf(admin, `projects/${project.id}/history`);
    expect(disconnect).toMatchObject({ action: 'disconnect', changes: [{ from_title: 'Pier' }] });
    expect(connect).toMatchObject({ action: 'connect', changes: [{ to_title: 'Pier' }] });
  });
});

describe('erasing for good', () => {
  it("a funding's and a section's erase is in its project's and note's history", async () => {
    const project = await createProject(admin, { name: 'Erased parts' });
    const funding = await create(admin, 'fundings', {
      date: '2024-01-01',
      source: 'Grant',
      description: 'Seed',
      amount: 10,
      project_id: project.id,
    });
    const note = await createNote(admin, { sections: [{ title: 'Gone' }] });
    const section = (await getJson(admin, `${API}/notes/${note.id}`)).sections[0];
    for (const [resource, id] of [
      ['fundings', funding.id],
      ['sections', section.id],
    ] as const) {
      expectStatus(await admin.delete(`${API}/${resource}/${id}`), 200);
      expectStatus(await superuser.delete(`${API}/trash/${resource}/${id}`), 200);
    }
    const [projectErase] = await historyOf(admin, `projects/${project.id}/history`);
    expect(projectErase).toMatchObject({ action: 'erase', resource: 'fundings' });
    expect(projectErase!.parent).toEqual({ resource: 'projects', id: project.id });
    const [noteErase] = await historyOf(admin, `notes/${note.id}/history`);
    expect(noteErase).toMatchObject({ action: 'erase', resource: 'sections' });
  });
});
