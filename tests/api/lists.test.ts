import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  createProject,
  expectInvalid,
  expectStatus,
  ids,
  stampedBy,
} from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

/** Creates rows named in a shuffled order; the list must come back sorted by name, ignoring case. */
const byName: [resource: string, wrap: (name: string) => unknown, field: string][] = [
  ['clients', (name) => ({ client: { organization_name: name } }), 'organization_name'],
  ['projects', (name) => ({ project: { name } }), 'name'],
  ['notes', (title) => ({ note: { title } }), 'title'],
  ['inventory', (name) => ({ item: { name } }), 'name'],
  ['stickers', (name) => ({ sticker: { name } }), 'name'],
  ['tools', (name) => ({ tool: { name } }), 'name'],
];

describe('sort orders', () => {
  it.each(byName)('%s are sorted by name, case-insensitively', async (resource, wrap, field) => {
    for (const name of ['sortb', 'SORTC', 'Sorta', 'sortD'])
      await create(admin, resource, wrap(name));
    const res = await admin.get(`${API}/${resource}?q=sort`);
    expectStatus(res, 200);
    expect(res.json().map((r: Record<string, string>) => r[field])).toEqual([
      'Sorta',
      'sortb',
      'SORTC',
      'sortD',
    ]);
  });

  it('pages are newest first', async () => {
    const made: number[] = [];
    for (const title of ['Newest-a', 'Newest-c', 'Newest-b']) {
      made.push((await create(admin, 'pages', { page: { title } })).id);
    }
    const res = await t.client().get(`${API}/pages?q=Newest-`);
    expectStatus(res, 200);
    expect(ids(res)).toEqual([...made].reverse());
  });

  it('tasks are incomplete first, then completed, then by id', async () => {
    const project = await createProject(admin);
    const tasks: number[] = [];
    for (let i = 0; i < 5; i++) {
      const task = await create(admin, 'tasks', {
        task: { name: `Task ${i}`, project_id: project.id },
      });
      tasks.push(task.id);
    }
    for (const i of [0, 3]) await admin.put(`${API}/tasks/${tasks[i]}`, { completed: true });
    const expected = [tasks[1], tasks[2], tasks[4], tasks[0], tasks[3]];
    expect(ids(await admin.get(`${API}/tasks?project_id=${project.id}`))).toEqual(expected);
    const shown = (await admin.get(`${API}/projects/${project.id}`)).json();
    expect(shown.tasks.map((x: { id: number }) => x.id)).toEqual(expected);
  });
});

describe('?q search', () => {
  it('matches part of the name or title, whatever its case', async () => {
    const hit = await create(admin, 'inventory', { item: { name: 'Coaxial CABLE roll' } });
    await create(admin, 'inventory', { item: { name: 'Screws' } });
    const res = await admin.get(`${API}/inventory?q=cable`);
    expect(res.json()).toEqual([hit]);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('treats % and _ as plain characters', async () => {
    const percent = await create(admin, 'notes', { note: { title: 'Done 100% now' } });
    const underscore = await create(admin, 'notes', { note: { title: 'snake_case' } });
    await create(admin, 'notes', { note: { title: 'snakeXcase and 1000 now' } });
    expect((await admin.get(`${API}/notes?q=${encodeURIComponent('0%')}`)).json()).toEqual([
      percent,
    ]);
    expect((await admin.get(`${API}/notes?q=e_c`)).json()).toEqual([underscore]);
  });

  it('searches clients by organization name and pages by title', async () => {
    const client = await create(admin, 'clients', {
      client: { organization_name: 'Findable Org', city: 'Zed' },
    });
    expect(ids(await admin.get(`${API}/clients?q=findable`))).toEqual([client.id]);
    expect((await admin.get(`${API}/clients?q=zed`)).json()).toEqual([]);
    const page = await create(admin, 'pages', {
      page: { title: 'Searchable post', content: 'body' },
    });
    expect(ids(await t.client().get(`${API}/pages?q=SEARCHABLE`))).toEqual([page.id]);
  });

  it('an empty q lists everything', async () => {
    const all = await admin.get(`${API}/tools`);
    const empty = await admin.get(`${API}/tools?q=`);
    expect(empty.json()).toEqual(all.json());
  });
});

describe('paging and X-Total-Count', () => {
  it('?limit and ?offset page through the sorted list; X-Total-Count is the total', async () => {
    const names = Array.from({ length: 7 }, (_, i) => `Paged ${String.fromCharCode(97 + i)}`);
    const made: number[] = [];
    for (const name of [...names].reverse()) {
      made.unshift((await create(admin, 'stickers', { sticker: { name } })).id);
    }
    const page = async (query: string) => {
      const res = await admin.get(`${API}/stickers?q=Paged&${query}`);
      expectStatus(res, 200);
      expect(res.headers['x-total-count']).toBe('7');
      return ids(res);
    };
    expect(await page('limit=3')).toEqual(made.slice(0, 3));
    expect(await page('limit=3&offset=3')).toEqual(made.slice(3, 6));
    expect(await page('limit=3&offset=6')).toEqual(made.slice(6));
    expect(await page('offset=7')).toEqual([]);
    expect(await page('')).toEqual(made);
  });

  it('every list sends X-Total-Count', async () => {
    for (const resource of [
      'pages',
      'clients',
      'projects',
      'fundings',
      'expenses',
      'tasks',
      'notes',
      'sections',
      'inventory',
      'stickers',
      'tools',
      'waitlist',
    ]) {
      const res = await admin.get(`${API}/${resource}?limit=1`);
      expectStatus(res, 200);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(res.json().length);
    }
  });

  it('the limit defaults to 100', async () => {
    const made = [];
    for (let i = 0; i < 101; i++)
      made.push(await create(admin, 'inventory', { item: { name: `Bulk ${i}` } }));
    const res = await admin.get(`${API}/inventory?q=Bulk`);
    expect(res.json()).toHaveLength(100);
    expect(res.headers['x-total-count']).toBe('101');
    expect((await admin.get(`${API}/inventory?q=Bulk&limit=500`)).json()).toHaveLength(101);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    [`q=${'q'.repeat(201)}`, 'q'],
    ['project_id=abc', 'project_id'],
    ['project_id=0', 'project_id'],
  ])('?%s is a 422', async (query, field) => {
    expectInvalid(await admin.get(`${API}/tasks?${query}`), field);
  });
});

describe('filters', () => {
  it('fundings, expenses and tasks filter by project_id; sections by note_id; projects by client_id', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Filter Co' } });
    const mine = await createProject(admin, { name: 'Filtered', client_id: client.id });
    await createProject(admin, { name: 'Not filtered' });
    expect(ids(await admin.get(`${API}/projects?client_id=${client.id}`))).toEqual([mine.id]);
    const task = await create(admin, 'tasks', { task: { name: 'T', project_id: mine.id } });
    expect(ids(await admin.get(`${API}/tasks?project_id=${mine.id}`))).toEqual([task.id]);
    const note = await create(admin, 'notes', {
      note: { title: 'Filter note', sections: [{ title: 's' }] },
    });
    const sections = (await admin.get(`${API}/sections?note_id=${note.id}`)).json();
    expect(sections).toEqual([
      {
        id: expect.any(Number),
        ...stampedBy('admin'),
        index: 0,
        title: 's',
        content: '',
        note_id: note.id,
      },
    ]);
  });

  it('?without_client=true lists only the projects no client has, with the search and paging', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: 'Owner Co' } });
    const taken = await createProject(admin, { name: 'Free-or-not taken', client_id: client.id });
    const free: Awaited<ReturnType<typeof createProject>>[] = [];
    for (const name of ['Free-or-not b', 'Free-or-not a', 'Free-or-not c'])
      free.push(await createProject(admin, { name }));
    const byName = [...free].sort((a, b) => a.name.localeCompare(b.name)).map((p) => p.id);
    const listed = await admin.get(`${API}/projects?q=free-or-not&without_client=true`);
    expect(ids(listed)).toEqual(byName);
    expect(listed.headers['x-total-count']).toBe('3');
    // false (or absent) does not narrow it.
    const all = await admin.get(`${API}/projects?q=free-or-not&without_client=false`);
    expect(ids(all)).toContain(taken.id);
    expect(ids(all)).toHaveLength(4);
    // Its CSV selects the same.
    const csv = await admin.get(`${API}/projects.csv?q=free-or-not&without_client=true`);
    expect(csv.body).not.toContain('Free-or-not taken');
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + 3);
    // Once connected, a project is no longer offered.
    await admin.put(`${API}/projects/${free[0]!.id}`, { project: { client_id: client.id } });
    expect(ids(await admin.get(`${API}/projects?q=free-or-not&without_client=true`))).toEqual(
      byName.filter((id) => id !== free[0]!.id),
    );
    expectInvalid(await admin.get(`${API}/projects?without_client=yes`), 'without_client');
  });
});
