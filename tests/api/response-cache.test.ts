import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
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
} from './support/api';

// Every read is answered from a cache of serialized answers (docs/decisions/0011): each write
// path must show on the very next read of every answer built from the tables it changed.
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const client = (name: string) => ({
  client: {
    organization_name: name,
    phone_number: '+254 700 000000',
    email_address: 'office@acme.example',
    country: 'Kenya',
    state: 'Nairobi',
    city: 'Nairobi',
    street: '1 Main Street',
  },
});
type Detail = {
  client: { organization_name: string } | null;
  fundings: { amount: number }[];
  expenses: { description: string }[];
  tasks: { name: string; completed: boolean }[];
  totals: { funding: number };
};
const projectsOf = async (clientId: number) =>
  ((await getJson(admin, `clients?limit=100`)) as { id: number; projects: { name: string }[] }[])
    .find((c) => c.id === clientId)!
    .projects.map((p) => p.name);

describe('writes reach every cached answer built from their tables', () => {
  it("a client's projects (list and detail) follow project creates, edits, moves and deletes", async () => {
    const acme = await create(admin, 'clients', client('Acme'));
    expect(await projectsOf(acme.id)).toEqual([]);
    expect((await getJson(admin, `clients/${acme.id}`)).projects).toEqual([]);

    const project = await createProject(admin, { name: 'Bridge', client_id: acme.id });
    expect(await projectsOf(acme.id)).toEqual(['Bridge']);
    expect((await getJson(admin, `clients/${acme.id}`)).projects).toHaveLength(1);

    await admin.put(`${API}/projects/${project.id}`, { project: { name: 'Tunnel' } });
    expect(await projectsOf(acme.id)).toEqual(['Tunnel']);

    await admin.put(`${API}/projects/${project.id}`, { project: { client_id: null } });
    expect(await projectsOf(acme.id)).toEqual([]);
    await admin.put(`${API}/projects/${project.id}`, { project: { client_id: acme.id } });
    expect(await projectsOf(acme.id)).toEqual(['Tunnel']);

    await admin.delete(`${API}/projects/${project.id}`);
    expect(await projectsOf(acme.id)).toEqual([]);
    expect((await getJson(admin, `clients/${acme.id}`)).projects).toEqual([]);
  });

  it("a project's detail follows its fundings, expenses, tasks and client", async () => {
    const acme = await create(admin, 'clients', client('Acme Two'));
    const { id } = await createProject(admin, { client_id: acme.id });
    const detail = () => getJson<Detail>(admin, `projects/${id}`);
    expect((await detail()).fundings).toEqual([]);

    const f = await create(admin, 'fundings', {
      date: '2024-03-01',
      source: 'Grant',
      description: 'Seed',
      amount: 10,
      project_id: id,
    });
    expect((await detail()).totals.funding).toBe(10);
    await admin.put(`${API}/fundings/${f.id}`, { amount: 25 });
    expect((await detail()).totals.funding).toBe(25);

    await create(admin, 'expenses', {
      date: '2024-03-02',
      description: 'Cameras',
      unit_cost_price: 100,
      quantity: 3,
      logistics_cost: 0,
      unit_selling_price: 150,
      project_id: id,
    });
    expect((await detail()).expenses.map((e) => e.description)).toEqual(['Cameras']);

    const task = await create(admin, 'tasks', { task: { name: 'Dig', project_id: id } });
    expect((await detail()).tasks).toMatchObject([{ name: 'Dig', completed: false }]);
    await admin.put(`${API}/tasks/${task.id}`, { task: { completed: true } });
    expect((await detail()).tasks).toMatchObject([{ name: 'Dig', completed: true }]);
    expect((await getJson(admin, `tasks?project_id=${id}`))[0].completed).toBe(true);

    await admin.put(`${API}/clients/${acme.id}`, client('Acme Renamed'));
    expect((await detail()).client?.organization_name).toBe('Acme Renamed');
    // Deleting the client sets the project's client_id to null (ON DELETE SET NULL).
    await admin.delete(`${API}/clients/${acme.id}`);
    expect((await detail()).client).toBeNull();
    expect((await getJson(admin, `projects/${id}`)).client_id).toBeNull();

    // Deleting the project deletes its rows (ON DELETE CASCADE): their cached lists follow.
    expect(await getJson(admin, `fundings?project_id=${id}`)).toHaveLength(1);
    await admin.delete(`${API}/projects/${id}`);
    expect(await getJson(admin, `fundings?project_id=${id}`)).toEqual([]);
    expectStatus(await admin.get(`${API}/projects/${id}`), 404);
  });

  it("a note's detail and the section list follow section inserts, moves, note saves and deletes", async () => {
    const note = await createNote(admin, { sections: [{ title: 'A' }, { title: 'B' }] });
    const titles = async () =>
      (await getJson(admin, `notes/${note.id}`)).sections.map((s: { title: string }) => s.title);
    const listed = async () =>
      (await getJson(admin, `sections?note_id=${note.id}`)).map(
        (s: { title: string; index: number }) => `${s.index}:${s.title}`,
      );
    expect(await titles()).toEqual(['A', 'B']);
    expect(await listed()).toEqual(['0:A', '1:B']);

    const c = await create(admin, 'sections', {
      section: { note_id: note.id, title: 'C', index: 0 },
    });
    expect(await titles()).toEqual(['C', 'A', 'B']);
    expect(await listed()).toEqual(['0:C', '1:A', '2:B']);
    await admin.put(`${API}/sections/${c.id}`, { section: { index: 2 } });
    expect(await listed()).toEqual(['0:A', '1:B', '2:C']);
    await admin.delete(`${API}/sections/${c.id}`);
    expect(await titles()).toEqual(['A', 'B']);

    await admin.put(`${API}/notes/${note.id}`, {
      note: { title: 'Renamed', sections: [{ title: 'Z' }] },
    });
    expect(await titles()).toEqual(['Z']);
    expect((await getJson(admin, `notes?q=renamed`)).map((n: { id: number }) => n.id)).toEqual([
      note.id,
    ]);
    await admin.delete(`${API}/notes/${note.id}`);
    expect(await listed()).toEqual([]);
  });

  it('inventory, stickers (with images), tools and pages follow their writes', async () => {
    const item = await create(admin, 'inventory', { item: { name: 'Rope', quantity: 1 } });
    expect((await getJson(admin, `inventory/${item.id}`)).quantity).toBe(1);
    await admin.put(`${API}/inventory/${item.id}`, { item: { quantity: 7 } });
    expect((await getJson(admin, `inventory/${item.id}`)).quantity).toBe(7);

    const sticker = await create(admin, 'stickers', { sticker: { name: 'Logo' } });
    expect((await getJson(admin, 'stickers'))[0].image_url).toBeNull();
    await admin.put(`${API}/stickers/${sticker.id}`, {
      sticker: { image: dataUrl('image/png', PNG_1X1) },
    });
    expect((await getJson(admin, 'stickers'))[0].image_url).toMatch(/\/image\?v=/);

    const tool = await create(admin, 'tools', { tool: { name: 'Saw' } });
    expect(await getJson(admin, 'tools')).toHaveLength(1);
    await admin.delete(`${API}/tools/${tool.id}`);
    expect(await getJson(admin, 'tools')).toEqual([]);

    const page = await create(admin, 'pages', { page: { title: 'Hello', content: 'x' } });
    const anonymous = t.client();
    expect((await getJson(anonymous, `pages/${page.id}`)).title).toBe('Hello');
    await admin.put(`${API}/pages/${page.id}`, { page: { title: 'Hello again' } });
    expect((await getJson(anonymous, `pages/${page.id}`)).title).toBe('Hello again');
  });

  it('a write by another connection (a script, another process) shows on the next read', async () => {
    const before = await getJson(admin, 'inventory?q=script');
    expect(before).toEqual([]);
    // A connection of its own, as the users CLI or seed:demo would open.
    const other = openDatabase(t.url).db;
    try {
      await other
        .insertInto('inventory_items')
        .values({ name: 'From a script', specification: '', quantity: 3 })
        .execute();
    } finally {
      await other.destroy();
    }
    expect(
      (await getJson(admin, 'inventory?q=script')).map((i: { name: string }) => i.name),
    ).toEqual(['From a script']);
  });
});

describe('ETag and If-None-Match', () => {
  it('answers 304 to a matching ETag, and a new ETag after a change', async () => {
    const first = await admin.get(`${API}/inventory`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await admin.send({
      method: 'GET',
      url: `${API}/inventory`,
      headers: { 'if-none-match': etag },
    });
    expectStatus(again, 304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Weak and listed forms match too; another tag does not.
    for (const header of [`W/${etag}`, `"other", ${etag}`]) {
      const res = await admin.send({
        method: 'GET',
        url: `${API}/inventory`,
        headers: { 'if-none-match': header },
      });
      expectStatus(res, 304);
    }
    const other = await admin.send({
      method: 'GET',
      url: `${API}/inventory`,
      headers: { 'if-none-match': '"other"' },
    });
    expectStatus(other, 200);
    expect(other.body).toBe(first.body);

    await create(admin, 'inventory', { item: { name: 'Bucket' } });
    const changed = await admin.send({
      method: 'GET',
      url: `${API}/inventory`,
      headers: { 'if-none-match': etag },
    });
    expectStatus(changed, 200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().map((i: { name: string }) => i.name)).toContain('Bucket');
  });

  it('keeps Cache-Control no-store on signed-in answers, 304s included', async () => {
    const res = await admin.get(`${API}/inventory`);
    expect(res.headers['cache-control']).toBe('no-store');
    const revalidated = await admin.send({
      method: 'GET',
      url: `${API}/inventory`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expectStatus(revalidated, 304);
    expect(revalidated.headers['cache-control']).toBe('no-store');
  });
});

describe('no answer leaks between callers', () => {
  it('an admin answer held in the cache is still refused to anonymous callers and plain users', async () => {
    await create(admin, 'clients', client('Secret Ltd'));
    expect((await getJson(admin, 'clients')).length).toBeGreaterThan(0);
    expectStatus(await t.client().get(`${API}/clients`), 401);
    expectStatus(await (await t.as('user')).get(`${API}/clients`), 403);
    const etag = (await admin.get(`${API}/clients`)).headers.etag as string;
    const guess = await t.client().send({
      method: 'GET',
      url: `${API}/clients`,
      headers: { 'if-none-match': etag },
    });
    expectStatus(guess, 401);
  });

  it('the public page list: the same JSON for everyone, stored by browsers only when anonymous', async () => {
    await create(admin, 'pages', { page: { title: 'Public', content: 'p' } });
    const signedIn = await admin.get(`${API}/pages`);
    const anonymous = await t.client().get(`${API}/pages`);
    expect(anonymous.body).toBe(signedIn.body);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(anonymous.headers['cache-control']).toBeUndefined();
    expect(anonymous.headers['set-cookie']).toBeUndefined();
  });

  it('a signed-out session is refused at once, though it was just used', async () => {
    const c = t.client();
    await t.createUser('admin', 'leaving');
    expectStatus(await c.login('leaving'), 200);
    const cookie = c.jar.get('sid')!;
    expectStatus(await c.get(`${API}/inventory`), 200);
    expectStatus(await c.delete('/session'), 200);
    const replay = await t.app.inject({
      method: 'GET',
      url: `${API}/inventory`,
      cookies: { sid: cookie },
    });
    expectStatus(replay, 401);
  });
});
