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
import type { TrashEntry } from '../../src/shared/trash';
import { afterTurns, raceRounds } from './support/races';

// A bulk delete writes the lot in a few set-based statements, yet each record keeps what a single
// DELETE gives it: its own trash entry with what it took along and unlinked, its own history
// entry, and a claim on its version that a concurrent edit cannot slip past.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const bulkDelete = (resource: string, ids: number[]) =>
  admin.post(`${API}/${resource}/bulk-delete`, { ids });
const restore = (resource: string, id: number) =>
  admin.post(`${API}/trash/${resource}/${id}/restore`);
const trashed = async (resource: string) =>
  new Map(
    (await getJson<TrashEntry[]>(admin, `${API}/trash?resource=${resource}&limit=100`)).map((e) => [
      e.id,
      e,
    ]),
  );
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

async function projectWithParts(name: string) {
  const project = await createProject(admin, { name });
  const project_id = project.id;
  const funding = await create(admin, 'fundings', {
    date: '2024-01-01',
    source: 'Grant',
    description: 'Seed',
    amount: 100,
    project_id,
  });
  const tasks = [];
  for (const task of ['Plan', 'Build'])
    tasks.push(await create(admin, 'tasks', { task: { name: task, project_id } }));
  return { project, funding, tasks };
}

describe('a bulk-deleted lot in the trash', () => {
  it('keeps each project with its own parts; one restored brings back its parts alone', async () => {
    const lot = [await projectWithParts('Lot A'), await projectWithParts('Lot B')];
    const details = await Promise.all(
      lot.map(({ project }) => getJson(admin, `${API}/projects/${project.id}`)),
    );
    expectStatus(
      await bulkDelete(
        'projects',
        lot.map(({ project }) => project.id),
      ),
      200,
    );
    const entries = await trashed('projects');
    for (const { project } of lot)
      expect(entries.get(project.id)).toMatchObject({
        title: project.name,
        deleted_by: 'admin',
        took_along: { fundings: 1, tasks: 2 },
      });

    const [a, b] = lot;
    expectStatus(await restore('projects', a!.project.id), 200);
    const back = await getJson(admin, `${API}/projects/${a!.project.id}`);
    expect(idsOf(back.fundings)).toEqual([a!.funding.id]);
    expect(idsOf(back.tasks)).toEqual(idsOf(a!.tasks));
    expect(back.totals).toEqual(details[0].totals);
    // The other stays in the trash, and its parts stay gone.
    expectStatus(await admin.get(`${API}/projects/${b!.project.id}`), 404);
    expect(await getJson(admin, `${API}/tasks?project_id=${b!.project.id}`)).toEqual([]);
    expect((await trashed('projects')).has(b!.project.id)).toBe(true);
    expectStatus(await restore('projects', b!.project.id), 200);
    expect(idsOf((await getJson(admin, `${API}/projects/${b!.project.id}`)).tasks)).toEqual(
      idsOf(b!.tasks),
    );
    const history = await getJson(admin, `${API}/projects/${a!.project.id}/history`);
    expect(history.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      'restore',
      'delete',
    ]);
  });

  it('unlinks each client’s projects, and links them back on its restore', async () => {
    const clients = [];
    const projects = [];
    for (const name of ['Link A', 'Link B']) {
      const client = await create(admin, 'clients', { client: { organization_name: name } });
      clients.push(client);
      projects.push(await createProject(admin, { name, client_id: client.id }));
    }
    expectStatus(await bulkDelete('clients', idsOf(clients)), 200);
    for (const project of projects)
      expect((await getJson(admin, `${API}/projects/${project.id}`)).client_id).toBeNull();
    expectStatus(await restore('clients', clients[1].id), 200);
    expect((await getJson(admin, `${API}/projects/${projects[1].id}`)).client_id).toBe(
      clients[1].id,
    );
    expect((await getJson(admin, `${API}/projects/${projects[0].id}`)).client_id).toBeNull();
  });

  it('closes the gaps of a note’s deleted sections; restored in order, they are as before', async () => {
    const note = await createNote(admin, {
      sections: ['One', 'Two', 'Three', 'Four'].map((title) => ({ title })),
    });
    const sectionsOf = async () =>
      (await getJson(admin, `${API}/notes/${note.id}`)).sections.map(
        (s: { id: number; index: number; title: string }) => [s.id, s.index, s.title],
      );
    const original = await sectionsOf();
    const [, two, , four] = original;
    expectStatus(await bulkDelete('sections', [four[0], two[0]]), 200);
    expect(await sectionsOf()).toEqual([
      [original[0][0], 0, 'One'],
      [original[2][0], 1, 'Three'],
    ]);
    const [entry] = await getJson(admin, `${API}/notes/${note.id}/history`);
    expect(entry).toMatchObject({ resource: 'sections', action: 'delete' });
    expectStatus(await restore('sections', two[0]), 200);
    expectStatus(await restore('sections', four[0]), 200);
    expect(await sectionsOf()).toEqual(original);
  });
});

describe('a bulk delete beside concurrent edits', () => {
  it('loses no edit: each lands before the delete (and is in the trash) or finds the record gone', async () => {
    // In some rounds half the edits are sent before the delete and half some turns after it, in
    // the others all of them after it: how they interleave varies, every way must keep each edit
    // or refuse it, and both happen.
    const won = { edit: 0, delete: 0 };
    for (const { writeFirst, turns } of raceRounds([0, 4, 16, 64, 256])) {
      const made = [];
      for (let i = 0; i < 8; i++)
        made.push(await create(admin, 'clients', { client: { organization_name: `Race ${i}` } }));
      const ids = idsOf(made);
      const edit = (id: number) => admin.put(`${API}/clients/${id}`, { client: { city: 'Oslo' } });
      const before = writeFirst ? ids.slice(0, 4) : [];
      const first = before.map(edit);
      const deleted = bulkDelete('clients', ids);
      await afterTurns(turns);
      const answers = await Promise.all([...first, ...ids.slice(before.length).map(edit)]);
      expectStatus(await deleted, 200);
      for (const [i, id] of ids.entries()) {
        const res = answers[i]!;
        won[res.statusCode === 200 ? 'edit' : 'delete'] += 1;
        expect([200, 404], res.body).toContain(res.statusCode);
        expectStatus(await restore('clients', id), 200);
        const back = await getJson(admin, `${API}/clients/${id}`);
        expect(back.city, `client ${id}`).toBe(res.statusCode === 200 ? 'Oslo' : '');
        const actions = (await getJson(admin, `${API}/clients/${id}/history`)).map(
          (e: { action: string }) => e.action,
        );
        expect(actions).toEqual(
          res.statusCode === 200
            ? ['restore', 'delete', 'update', 'create']
            : ['restore', 'delete', 'create'],
        );
      }
    }
    expect(won.edit, JSON.stringify(won)).toBeGreaterThan(0);
    expect(won.delete, JSON.stringify(won)).toBeGreaterThan(0);
  });
});
