import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  PNG_1X1,
  create,
  createNote,
  createProject,
  dataUrl,
  expectStatus,
  getJson,
  ids,
} from './support/api';
import { purgeExpired } from '../../src/server/trash/erase';
import { PURGE_EVERY_MS } from '../../src/server/plugins/trash-purge';
import type { TrashEntry } from '../../src/shared/trash';

// DELETE keeps its meaning (404 after, gone from every list and count) but moves the record to
// a trash, with what it takes along, from which a restore brings it all back under the same ids.

let t: TestApp;
let admin: ApiClient;
let superuser: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  superuser = await t.as('superuser');
});
afterAll(() => t.close());

const restore = (c: ApiClient, resource: string, id: number) =>
  c.post(`${API}/trash/${resource}/${id}/restore`);
const trashList = (query = '') => getJson<TrashEntry[]>(admin, `${API}/trash${query}`);
const count = async (key: string) => (await getJson(admin, `${API}/overview`))[key] as number;

async function projectWithParts() {
  const project = await createProject(admin, { name: 'Apollo' });
  const project_id = project.id;
  const funding = await create(admin, 'fundings', {
    date: '2024-01-01',
    source: 'Grant',
    description: 'Seed',
    amount: 1200,
    project_id,
  });
  const expense = await create(admin, 'expenses', {
    date: '2024-01-02',
    description: 'Parts',
    unit_cost_price: 10,
    quantity: 2,
    logistics_cost: 1,
    unit_selling_price: 15,
    project_id,
  });
  const task = await create(admin, 'tasks', { task: { name: 'Plan', project_id } });
  return { project, funding, expense, task };
}

describe('a project in the trash', () => {
  it('leaves lists and counts, then comes back with its fundings, expenses and tasks, same ids', async () => {
    const { project, funding, expense, task } = await projectWithParts();
    const before = await getJson(admin, `${API}/projects/${project.id}`);
    const projects = await count('projects_count');

    expectStatus(await admin.delete(`${API}/projects/${project.id}`), 200);
    expectStatus(await admin.get(`${API}/projects/${project.id}`), 404);
    expect(ids(await admin.get(`${API}/projects`))).not.toContain(project.id);
    expect(ids(await admin.get(`${API}/tasks?project_id=${project.id}`))).toEqual([]);
    expect(await count('projects_count')).toBe(projects - 1);
    const [entry] = await trashList('?resource=projects');
    expect(entry).toMatchObject({
      resource: 'projects',
      id: project.id,
      title: 'Apollo',
      deleted_by: 'admin',
      took_along: { fundings: 1, expenses: 1, tasks: 1 },
    });

    expectStatus(await restore(admin, 'projects', project.id), 200);
    const after = await getJson(admin, `${API}/projects/${project.id}`);
    expect(after.fundings.map((f: { id: number }) => f.id)).toEqual([funding.id]);
    expect(after.expenses.map((e: { id: number }) => e.id)).toEqual([expense.id]);
    expect(after.tasks.map((x: { id: number }) => x.id)).toEqual([task.id]);
    expect(after.totals).toEqual(before.totals);
    expect({ ...after, updated_at: 0, updated_by: 0 }).toEqual({
      ...before,
      updated_at: 0,
      updated_by: 0,
    });
    expect(ids(await admin.get(`${API}/projects`))).toContain(project.id);
    expect(await count('projects_count')).toBe(projects);
    expect((await trashList('?resource=projects')).map((e) => e.id)).not.toContain(project.id);
    // A record back from the trash can be edited as before, and its history says it came back.
    expectStatus(
      await admin.put(`${API}/projects/${project.id}`, { project: { name: 'A2' } }),
      200,
    );
    const history = await getJson(admin, `${API}/projects/${project.id}/history`);
    expect(history.slice(0, 3).map((e: { action: string }) => e.action)).toEqual([
      'update',
      'restore',
      'delete',
    ]);
  });

  it('refuses to restore a part whose project is in the trash, or gone for good (409)', async () => {
    const { project, funding } = await projectWithParts();
    expectStatus(await admin.delete(`${API}/fundings/${funding.id}`), 200);
    expectStatus(await admin.delete(`${API}/projects/${project.id}`), 200);
    const inTrash = await restore(admin, 'fundings', funding.id);
    expectStatus(inTrash, 409);
    expect(inTrash.json().message).toBe('Its project “Apollo” is in the trash: restore it first.');

    expectStatus(await superuser.delete(`${API}/trash/projects/${project.id}`), 200);
    const gone = await restore(admin, 'fundings', funding.id);
    expectStatus(gone, 409);
    expect(gone.json().message).toMatch(/deleted for good/);
    // Refused, it stays in the trash.
    expect((await trashList('?resource=fundings')).map((e) => e.id)).toContain(funding.id);
  });

  it('a funding and an expense come back alone, and the totals with them', async () => {
    const { project, funding, expense } = await projectWithParts();
    const url = `${API}/projects/${project.id}`;
    const before = (await getJson(admin, url)).totals;
    expectStatus(await admin.delete(`${API}/fundings/${funding.id}`), 200);
    expectStatus(await admin.delete(`${API}/expenses/${expense.id}`), 200);
    expect((await getJson(admin, url)).totals.funding).toBe(0);
    expectStatus(await restore(admin, 'fundings', funding.id), 200);
    expectStatus(await restore(admin, 'expenses', expense.id), 200);
    expect((await getJson(admin, url)).totals).toEqual(before);
    const entries = await getJson(admin, `${url}/history`);
    expect(
      entries.slice(0, 2).map((e: { action: string; resource: string }) => [e.resource, e.action]),
    ).toEqual([
      ['expenses', 'restore'],
      ['fundings', 'restore'],
    ]);
  });

  it('a part created while its project is deleted is either in the trash with it or refused', async () => {
    for (let round = 0; round < 5; round++) {
      const project = await createProject(admin, { name: `Race ${round}` });
      const task = (i: number) =>
        admin.post(`${API}/tasks`, { task: { name: `T${i}`, project_id: project.id } });
      const answers = await Promise.all([
        task(0),
        task(1),
        task(2),
        admin.delete(`${API}/projects/${project.id}`),
        task(3),
        task(4),
      ]);
      expectStatus(answers[3]!, 200);
      const tasks = answers.filter((_, i) => i !== 3);
      for (const res of tasks) expect([201, 422], res.body).toContain(res.statusCode);
      const made = tasks.filter((res) => res.statusCode === 201).map((res) => res.json().id);
      expectStatus(await restore(admin, 'projects', project.id), 200);
      const back = await getJson(admin, `${API}/projects/${project.id}`);
      expect(back.tasks.map((x: { id: number }) => x.id).sort()).toEqual(made.sort());
    }
  });
});

describe('what else a delete takes along', () => {
  it('a note comes back with its sections; a section alone comes back at its index', async () => {
    const note = await createNote(admin, {
      sections: [{ title: 'One' }, { title: 'Two' }, { title: 'Three' }],
    });
    const sectionsOf = async () =>
      (await getJson(admin, `${API}/notes/${note.id}`)).sections.map(
        (s: { id: number; index: number; title: string }) => [s.id, s.index, s.title],
      );
    const original = await sectionsOf();
    const [, two] = original;
    expectStatus(await admin.delete(`${API}/sections/${two[0]}`), 200);
    expect((await sectionsOf()).map((s: unknown[]) => s[2])).toEqual(['One', 'Three']);
    expectStatus(await restore(admin, 'sections', two[0]), 200);
    expect(await sectionsOf()).toEqual(original);

    expectStatus(await admin.delete(`${API}/notes/${note.id}`), 200);
    expect((await trashList('?resource=notes'))[0]!.took_along).toEqual({ sections: 3 });
    expectStatus(await restore(admin, 'notes', note.id), 200);
    expect(await sectionsOf()).toEqual(original);
  });

  it('a sticker comes back with its image, byte for byte', async () => {
    const image = dataUrl('image/png', PNG_1X1);
    const sticker = await create(admin, 'stickers', { sticker: { name: 'Logo', image } });
    const bytes = async () => {
      const { image_url } = await getJson(admin, `${API}/stickers/${sticker.id}`);
      return (await admin.get(image_url)).rawPayload;
    };
    const original = await bytes();
    expect(original.equals(PNG_1X1)).toBe(true);
    expectStatus(await admin.delete(`${API}/stickers/${sticker.id}`), 200);
    expectStatus(await restore(admin, 'stickers', sticker.id), 200);
    expect((await bytes()).equals(PNG_1X1)).toBe(true);
  });

  it('a client comes back linked to those of its projects that are still free', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Acme' } });
    const other = await create(admin, 'clients', { client: { organization_name: 'Other' } });
    const kept = await createProject(admin, { name: 'Kept', client_id: client.id });
    const taken = await createProject(admin, { name: 'Taken', client_id: client.id });
    expectStatus(await admin.delete(`${API}/clients/${client.id}`), 200);
    expect((await getJson(admin, `${API}/projects/${kept.id}`)).client_id).toBeNull();
    const url = `${API}/projects/${taken.id}`;
    expectStatus(await admin.put(url, { project: { client_id: other.id } }), 200);

    expectStatus(await restore(admin, 'clients', client.id), 200);
    expect((await getJson(admin, `${API}/projects/${kept.id}`)).client_id).toBe(client.id);
    expect((await getJson(admin, url)).client_id).toBe(other.id);
    const back = await getJson(admin, `${API}/clients/${client.id}`);
    expect(back.projects.map((p: { id: number }) => p.id)).toEqual([kept.id]);
  });
});

describe('the trash itself', () => {
  it('restores once: a second restore, or one of a record never deleted, is a 404', async () => {
    const item = await create(admin, 'inventory', { item: { name: 'Drill' } });
    expectStatus(await admin.delete(`${API}/inventory/${item.id}`), 200);
    const [first, second] = await Promise.all([
      restore(admin, 'inventory', item.id),
      restore(admin, 'inventory', item.id),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    expectStatus(await restore(admin, 'inventory', 999_999), 404);
  });

  it('pages newest first by cursor, and counts', async () => {
    for (const name of ['T1', 'T2', 'T3'])
      expectStatus(
        await admin.delete(`${API}/tools/${(await create(admin, 'tools', { tool: { name } })).id}`),
        200,
      );
    const first = await admin.get(`${API}/trash?resource=tools&limit=2`);
    expect(first.json().map((e: TrashEntry) => e.title)).toEqual(['T3', 'T2']);
    expect(first.headers['x-total-count']).toBe('3');
    const next = String(first.headers['x-next-cursor']);
    const rest = await getJson<TrashEntry[]>(
      admin,
      `${API}/trash?resource=tools&limit=2&after=${next}`,
    );
    expect(rest.map((e) => e.title)).toEqual(['T1']);
    expectStatus(await admin.get(`${API}/trash?after=WzFd`), 422);
  });

  it('erases for good (superusers only), and on its own after TRASH_DAYS', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Old' } });
    expectStatus(await admin.delete(`${API}/pages/${page.id}`), 200);
    expectStatus(await admin.delete(`${API}/trash/pages/${page.id}`), 403);
    const inTrash = async () => (await trashList('?resource=pages')).some((e) => e.id === page.id);
    expect(await inTrash()).toBe(true);

    // 29 days on, it is still there; 31 days on, the purge erases it and says so in its history.
    const day = 24 * 60 * 60 * 1000;
    expect(await purgeExpired(t.db, Date.now() + 29 * day, 30)).toBe(0);
    expect(await inTrash()).toBe(true);
    expect(await purgeExpired(t.db, Date.now() + 31 * day, 30)).toBeGreaterThanOrEqual(1);
    expect(await inTrash()).toBe(false);
    expectStatus(await restore(admin, 'pages', page.id), 404);
    const [erased] = await getJson(admin, `${API}/pages/${page.id}/history`);
    expect(erased).toMatchObject({ action: 'erase', actor: null, title: 'Old' });
  });

  it('purges in batches until none is left', async () => {
    const made = [];
    for (let i = 0; i < 230; i++)
      made.push(await create(admin, 'inventory', { item: { name: `P${i}` } }));
    for (const item of made) expectStatus(await admin.delete(`${API}/inventory/${item.id}`), 200);
    expect(
      await purgeExpired(t.db, Date.now() + 365 * 24 * 60 * 60 * 1000, 30),
    ).toBeGreaterThanOrEqual(230);
    expect(await trashList()).toEqual([]);
  });
});

describe('the server erases the trash on its own', () => {
  it('once ready and every hour, what has been there longer than TRASH_DAYS', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const own = await startTestApp({ TRASH_DAYS: '2' });
    try {
      const c = await own.as('admin');
      const items = [];
      for (const name of ['Old', 'Older', 'New'])
        items.push(await create(c, 'inventory', { item: { name } }));
      for (const item of items) expectStatus(await c.delete(`${API}/inventory/${item.id}`), 200);
      const titles = async () =>
        (await getJson<TrashEntry[]>(c, `${API}/trash`)).map((e) => e.title).sort();
      expect(await titles()).toEqual(['New', 'Old', 'Older']);
      // Deleted three days ago, as far as the trash knows; "New" was deleted just now.
      const threeDaysAgo = Date.now() - 3 * 24 * 60 * 60 * 1000;
      await own.db
        .updateTable('trash')
        .set({ deleted_at: threeDaysAgo })
        .where('title', 'in', ['Old', 'Older'])
        .execute();
      vi.advanceTimersByTime(PURGE_EVERY_MS);
      await vi.waitFor(async () => expect(await titles()).toEqual(['New']), { timeout: 5000 });
    } finally {
      vi.useRealTimers();
      await own.close();
    }
  });
});
