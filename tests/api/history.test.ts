import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  GIF_BYTES,
  create,
  createProject,
  dataUrl,
  expectStatus,
  getJson,
  seedOneOfEach,
} from './support/api';
import { race, raceRounds } from './support/races';
import type { HistoryEntry } from '../../src/shared/history';

// Every write of every resource leaves one history entry, in its own transaction: who, when, what,
// and for an update each changed field with its old and new value.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const historyOf = (name: string, id: number) =>
  getJson<HistoryEntry[]>(admin, `${API}/${name}/${id}/history`);

/** One field's update per resource, in its wrapped body, and the change it must record. */
const UPDATES: Record<string, { body: object; change: object }> = {
  pages: {
    body: { page: { title: 'Page 2' } },
    change: { field: 'title', from: 'Page', to: 'Page 2' },
  },
  clients: {
    body: { client: { phone_number: '+1 555 0199' } },
    change: { field: 'phone_number', from: '', to: '+1 555 0199' },
  },
  projects: {
    body: { project: { description: 'Big' } },
    change: { field: 'description', from: '', to: 'Big' },
  },
  fundings: { body: { amount: 1200 }, change: { field: 'amount', from: 1, to: 1200 } },
  expenses: { body: { quantity: 3 }, change: { field: 'quantity', from: 1, to: 3 } },
  tasks: {
    body: { task: { completed: true } },
    change: { field: 'completed', from: false, to: true },
  },
  notes: { body: { note: { title: 'Note 2' } }, change: { field: 'title', to: 'Note 2' } },
  sections: {
    body: { section: { content: 'Words' } },
    change: { field: 'content', from: '', to: 'Words' },
  },
  inventory: { body: { item: { quantity: 4 } }, change: { field: 'quantity', from: 0, to: 4 } },
  stickers: { body: { sticker: { quantity: 5 } }, change: { field: 'quantity', from: 0, to: 5 } },
  tools: {
    body: { tool: { specification: 'M5' } },
    change: { field: 'specification', from: '', to: 'M5' },
  },
};

const PARENTS = new Set(['projects', 'notes']);

describe('a history entry for each action on each resource', () => {
  it('records create, update (with the changed field) and delete, newest first, by who', async () => {
    const rows = await seedOneOfEach(admin);
    // A section of its own (those sent with their note are the note's create).
    const section = { section: { note_id: rows.notes, title: 'Section' } };
    rows.sections = (await create(admin, 'sections', section)).id;
    // Parts first: deleting a project or a note takes its parts along.
    const order = Object.keys(UPDATES).sort(
      (a, b) => Number(PARENTS.has(a)) - Number(PARENTS.has(b)),
    );
    for (const name of order) {
      const { body, change } = UPDATES[name]!;
      const id = rows[name]!;
      expectStatus(await admin.put(`${API}/${name}/${id}`, body), 200);
      expectStatus(await admin.delete(`${API}/${name}/${id}`), 200);
      // A project's history holds its parts' entries too (the seeded funding, expense and task).
      const own = (await historyOf(name, id)).filter((e) => e.resource === name);
      const [deleted, updated, created] = own;
      expect(own, name).toHaveLength(3);
      const who = { resource: name, record_id: id, actor: 'admin' };
      expect(deleted, name).toMatchObject({ ...who, action: 'delete' });
      expect(updated, name).toMatchObject({ ...who, action: 'update', changes: [change] });
      expect(created, name).toMatchObject({ ...who, action: 'create', changes: [] });
      expect(Date.parse(created!.at)).toBeLessThanOrEqual(Date.parse(deleted!.at));
    }
  });

  it("shows a part's entries on its parent's history, and its own alone on its own", async () => {
    const project = await createProject(admin, { name: 'Apollo' });
    const task = await create(admin, 'tasks', { task: { name: 'Plan', project_id: project.id } });
    const entries = await historyOf('projects', project.id);
    expect(entries.map((e) => [e.resource, e.action, e.title])).toEqual([
      ['tasks', 'create', 'Plan'],
      ['projects', 'create', 'Apollo'],
    ]);
    expect(entries[0]!.parent).toEqual({ resource: 'projects', id: project.id });
    expect(entries[1]!.parent).toBeNull();
    expect((await historyOf('tasks', task.id)).map((e) => e.resource)).toEqual(['tasks']);
  });

  it('records an image as changed, never its bytes, and a note saved with its sections', async () => {
    const sticker = await create(admin, 'stickers', { sticker: { name: 'Logo' } });
    const image = dataUrl('image/gif', GIF_BYTES);
    expectStatus(await admin.put(`${API}/stickers/${sticker.id}`, { sticker: { image } }), 200);
    const [changed] = await historyOf('stickers', sticker.id);
    expect(changed!.changes).toEqual([{ field: 'image', changed: true }]);
    expect(JSON.stringify(changed)).not.toContain(GIF_BYTES.toString('base64').slice(0, 12));

    const note = await create(admin, 'notes', { note: { title: 'N', sections: [{ title: 'A' }] } });
    const body = { note: { title: 'N2', sections: [{ title: 'A' }, { title: 'B' }] } };
    expectStatus(await admin.put(`${API}/notes/${note.id}`, body), 200);
    expect((await historyOf('notes', note.id))[0]!.changes).toEqual([
      { field: 'title', from: 'N', to: 'N2' },
      { field: 'sections', changed: true },
    ]);
  });

  it("records a project's connect and disconnect", async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Acme' } });
    const project = await createProject(admin);
    const url = `${API}/projects/${project.id}`;
    expectStatus(await admin.put(url, { project: { client_id: client.id } }), 200);
    expectStatus(await admin.put(url, { project: { client_id: null } }), 200);
    const [disconnect, connect] = await historyOf('projects', project.id);
    // The client is named as it was at the write.
    expect(connect).toMatchObject({
      action: 'connect',
      changes: [{ field: 'client_id', from: null, to: client.id, to_title: 'Acme' }],
    });
    expect(disconnect).toMatchObject({
      action: 'disconnect',
      changes: [{ field: 'client_id', from: client.id, to: null, from_title: 'Acme' }],
    });
    expect(disconnect!.changes[0]).not.toHaveProperty('to_title');
  });

  it('a move from one client to another names both; the names stay after a rename', async () => {
    const acme = await create(admin, 'clients', { client: { organization_name: 'Acme' } });
    const zeta = await create(admin, 'clients', { client: { organization_name: 'Zeta' } });
    const project = await createProject(admin, { client_id: acme.id });
    const url = `${API}/projects/${project.id}`;
    expectStatus(await admin.put(url, { project: { client_id: null } }), 200);
    expectStatus(await admin.put(url, { project: { client_id: zeta.id, name: 'Moved' } }), 200);
    expectStatus(
      await admin.put(`${API}/clients/${zeta.id}`, { client: { organization_name: 'Zeta AS' } }),
      200,
    );
    const [moved] = await historyOf('projects', project.id);
    expect(moved).toMatchObject({ action: 'update' });
    expect(moved!.changes).toContainEqual({
      field: 'client_id',
      from: null,
      to: zeta.id,
      to_title: 'Zeta',
    });
  });

  it('a write that fails leaves no entry (the entry is in its transaction)', async () => {
    const project = await createProject(admin);
    const before = await historyOf('projects', project.id);
    const res = await admin.put(`${API}/projects/${project.id}`, {
      project: { client_id: 999_999 },
    });
    expectStatus(res, 422);
    expect(await historyOf('projects', project.id)).toEqual(before);
  });
});

describe('a concurrent update and delete', () => {
  it('leave a history that matches the final state, on every round, and each way wins', async () => {
    const won = { update: 0, delete: 0 };
    for (const [i, round] of raceRounds([0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32]).entries()) {
      const client = await create(admin, 'clients', { client: { organization_name: `C${i}` } });
      const url = `${API}/clients/${client.id}`;
      const [put, del] = await race(
        () => admin.put(url, { client: { city: 'Oslo' } }),
        () => admin.delete(url),
        round,
      );
      expectStatus(del, 200);
      won[put.statusCode === 200 ? 'update' : 'delete'] += 1;
      const actions = (await historyOf('clients', client.id)).map((e) => e.action);
      // The update either landed first (recorded, and in what the trash keeps) or found it gone.
      expect(actions).toEqual(
        put.statusCode === 200 ? ['delete', 'update', 'create'] : ['delete', 'create'],
      );
      if (put.statusCode !== 200) expectStatus(put, 404);
      const restore = await admin.post(`${API}/trash/clients/${client.id}/restore`);
      expectStatus(restore, 200);
      const back = await getJson(admin, `${API}/clients/${client.id}`);
      expect(back.city).toBe(put.statusCode === 200 ? 'Oslo' : '');
    }
    // Both ways happened, so both were checked: the rounds vary who is sent first and how far
    // ahead it is.
    expect(won.update, JSON.stringify(won)).toBeGreaterThan(0);
    expect(won.delete, JSON.stringify(won)).toBeGreaterThan(0);
  });
});

describe('the activity log', () => {
  it('filters by user, resource, action and day, and pages by cursor', async () => {
    await t.createUser('admin', 'gale');
    const gale = t.client();
    expectStatus(await gale.login('gale'), 200);
    const made = [];
    for (const name of ['Tool A', 'Tool B', 'Tool C'])
      made.push(await create(gale, 'tools', { tool: { name } }));
    expectStatus(await gale.put(`${API}/tools/${made[0].id}`, { tool: { name: 'Tool A2' } }), 200);

    const activity = (query: string) => getJson<HistoryEntry[]>(admin, `${API}/activity?${query}`);
    const byGale = await activity('user=gale');
    expect(byGale.map((e) => [e.action, e.title])).toEqual([
      ['update', 'Tool A2'],
      ['create', 'Tool C'],
      ['create', 'Tool B'],
      ['create', 'Tool A'],
    ]);
    expect((await activity('user=gale&action=update')).map((e) => e.record_id)).toEqual([
      made[0].id,
    ]);
    expect((await activity('resource=tools&user=gale')).length).toBe(4);
    expect(await activity('resource=clients&user=gale')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(`user=gale&from=${today}&to=${today}`)).length).toBe(4);
    expect(await activity('user=gale&to=2000-01-01')).toEqual([]);
    expect(await activity('user=gale&from=2999-01-01')).toEqual([]);

    // Page by page, with X-Next-Cursor, the same entries as one page, none twice.
    const seen: number[] = [];
    let url = `${API}/activity?user=gale&limit=1`;
    for (;;) {
      const res = await admin.get(url);
      expectStatus(res, 200);
      seen.push(...res.json().map((e: HistoryEntry) => e.id));
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      url = `${API}/activity?user=gale&limit=1&after=${String(next)}`;
    }
    expect(seen).toEqual(byGale.map((e) => e.id));
  });

  it('finds a day’s entries though writes in flight together were numbered out of time order', async () => {
    // Ids follow stamps except for writes in flight together (repositories/history.ts): here two
    // entries are numbered after one stamped later, by 40 s across midnight and by 11 minutes.
    const at = (when: string) => Date.parse(`2020-03-${when}Z`);
    const stamped = [
      ['01T12:00:00', 'before'],
      ['03T10:00:00', 'day before'],
      ['04T00:00:30', 'first of the day'],
      ['03T23:59:50', 'late on the day before'],
      ['04T12:00:00', 'midday'],
      ['05T00:10:00', 'day after'],
      ['04T23:59:00', 'last of the day'],
      ['05T10:00:00', 'day after, later'],
      ['09T12:00:00', 'after'],
    ] as const;
    for (const [when, title] of stamped)
      await t.db
        .insertInto('history')
        .values({
          at: at(when),
          actor: 'clock',
          action: 'update',
          resource: 'tools',
          record_id: 1,
          scope: 'tools:1',
          title,
        })
        .execute();
    const titles = async (query: string) =>
      (await getJson<HistoryEntry[]>(admin, `${API}/activity?user=clock&${query}`)).map(
        (e) => e.title,
      );
    expect(await titles('from=2020-03-04&to=2020-03-04')).toEqual([
      'last of the day',
      'midday',
      'first of the day',
    ]);
    expect(await titles('from=2020-03-04')).toEqual([
      'after',
      'day after, later',
      'last of the day',
      'day after',
      'midday',
      'first of the day',
    ]);
    expect(await titles('to=2020-03-03')).toEqual([
      'late on the day before',
      'day before',
      'before',
    ]);
  });

  it('refuses what it cannot read with a 422 that names it', async () => {
    for (const [query, field] of [
      ['action=explode', 'action'],
      ['from=2024-13-40', 'from'],
      ['to=yesterday', 'to'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['after=nope!', 'after'],
      ['after=WyJ4Il0', 'after'], // ["x"]: a cursor, not of this list
    ]) {
      const res = await admin.get(`${API}/activity?${query}`);
      expectStatus(res, 422);
      expect(Object.keys(res.json().errors ?? {}), query).toContain(field);
    }
  });
});

describe('who may read history and use the trash', () => {
  it('an ordinary user gets 403 and an anonymous caller 401, on every route', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Gone' } });
    expectStatus(await admin.delete(`${API}/clients/${client.id}`), 200);
    const routes: [string, string][] = [
      ['GET', `${API}/activity`],
      ['GET', `${API}/clients/${client.id}/history`],
      ['GET', `${API}/users/1/history`],
      ['GET', `${API}/trash`],
      ['POST', `${API}/trash/clients/${client.id}/restore`],
      ['DELETE', `${API}/trash/clients/${client.id}`],
    ];
    const user = await t.as('user');
    const anonymous = await t.as('anonymous');
    for (const [method, url] of routes) {
      expectStatus(await user.send({ method: method as 'GET', url }), 403);
      expectStatus(await anonymous.send({ method: method as 'GET', url }), 401);
    }
    // Nothing was restored or erased by them.
    const trash = await getJson(admin, `${API}/trash?resource=clients`);
    expect(trash.map((e: { id: number }) => e.id)).toContain(client.id);
  });
});
