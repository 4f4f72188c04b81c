import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  UNKNOWN_ID,
  create,
  createProject,
  expectInvalid,
  expectStatus,
  getJson,
  ids,
  stampedBy,
} from './support/api';
import type { HistoryEntry } from '../../src/shared/history';
import { isOverdue, type Task } from '../../src/shared/resources/tasks';

let t: TestApp;
let admin: ApiClient;
let ada: { id: number; c: ApiClient };
let projectId: number;
let otherProjectId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  const user = await t.createUser('admin', 'ada');
  const c = t.client();
  expectStatus(await c.login('ada'), 200);
  ada = { id: user.id, c };
  projectId = (await createProject(admin)).id;
  otherProjectId = (await createProject(admin, { name: 'Second site' })).id;
});
afterAll(() => t.close());

const newTask = (fields: Record<string, unknown> = {}, project = projectId) =>
  create<Task>(admin, 'tasks', { task: { name: 'Install', project_id: project, ...fields } });
const put = (id: number, task: Record<string, unknown>) =>
  admin.put(`${API}/tasks/${id}`, { task });

describe('a task’s assignee and due date', () => {
  it('are set on create, shown on show and list, and left out of the answer while unset', async () => {
    const task = await newTask({ assignee_id: ada.id, due_on: '2030-01-31' });
    expect(task).toMatchObject({ assignee_id: ada.id, due_on: '2030-01-31' });
    expect(await getJson(admin, `${API}/tasks/${task.id}`)).toMatchObject({
      assignee_id: ada.id,
      due_on: '2030-01-31',
    });
    const plain = await newTask();
    expect(plain).not.toHaveProperty('assignee_id');
    expect(plain).not.toHaveProperty('due_on');
  });

  it('the specification’s calls without them answer exactly as before', async () => {
    const res = await admin.post(`${API}/tasks`, {
      task: { name: 'Survey', description: 'Walk the site', project_id: projectId },
    });
    expectStatus(res, 201);
    const task = res.json() as Task;
    expect(task).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      name: 'Survey',
      description: 'Walk the site',
      completed: false,
      project_id: projectId,
    });
    const done = await admin.put(`${API}/tasks/${task.id}`, { id: task.id, completed: true });
    expect(done.json()).toEqual({ ...task, ...stampedBy('admin'), completed: true });
  });

  it('null (or empty text from a form) clears each, and a PUT without them keeps them', async () => {
    const task = await newTask({ assignee_id: ada.id, due_on: '2030-02-01' });
    const renamed = await put(task.id, { name: 'Renamed' });
    expect(renamed.json()).toMatchObject({ assignee_id: ada.id, due_on: '2030-02-01' });
    const cleared = await put(task.id, { assignee_id: null, due_on: '' });
    expectStatus(cleared, 200);
    expect(cleared.json()).not.toHaveProperty('assignee_id');
    expect(cleared.json()).not.toHaveProperty('due_on');
    expect(await getJson(admin, `${API}/tasks/${task.id}`)).toEqual(cleared.json());
  });

  it('is assigned to an enabled admin or superuser only: else a 422 naming assignee_id', async () => {
    const ordinary = await t.createUser('user', 'olga');
    const gone = await t.createUser('admin', 'gone');
    const su = await t.as('superuser');
    expectStatus(await su.put(`${API}/users/${gone.id}/disabled`, { disabled: true }), 200);
    const superuser = (await getJson<{ user: { id: number } }>(su, '/session')).user.id;
    expect((await newTask({ assignee_id: superuser })).assignee_id).toBe(superuser);

    const cases: [unknown, RegExp][] = [
      [UNKNOWN_ID, /does not match any staff account/],
      [ordinary.id, /enabled staff account \(admin or superuser\)/],
      [gone.id, /enabled staff account \(admin or superuser\)/],
      ['ada', /whole number/],
      [0, /whole number/],
      [true, /whole number/],
    ];
    for (const [assignee_id, message] of cases) {
      const res = await admin.post(`${API}/tasks`, {
        task: { name: 'X', project_id: projectId, assignee_id },
      });
      expectInvalid(res, 'assignee_id');
      expect(res.json().errors.assignee_id.join(' ')).toMatch(message);
    }
    const task = await newTask();
    expectInvalid(await put(task.id, { assignee_id: ordinary.id }), 'assignee_id');
    expect(await getJson(admin, `${API}/tasks/${task.id}`)).toEqual(task);
  });

  it('takes a due date written YYYY-MM-DD only: else a 422 naming due_on', async () => {
    for (const due_on of ['tomorrow', '2030-02-30', '31/01/2030', '2030-1-5', 20300131]) {
      const res = await admin.post(`${API}/tasks`, {
        task: { name: 'X', project_id: projectId, due_on },
      });
      expectInvalid(res, 'due_on');
    }
    const task = await newTask();
    expectInvalid(await put(task.id, { due_on: 'soon' }), 'due_on');
  });

  it('records an assignment by name, and a due date change, in the project’s history', async () => {
    const task = await newTask({ name: 'Wire' });
    expectStatus(await put(task.id, { assignee_id: ada.id, due_on: '2030-03-01' }), 200);
    expectStatus(await put(task.id, { due_on: '2030-03-08' }), 200);
    expectStatus(await put(task.id, { assignee_id: null }), 200);
    const history = await getJson<HistoryEntry[]>(admin, `${API}/tasks/${task.id}/history`);
    const changes = history.filter((e) => e.action === 'update').map((e) => e.changes);
    expect(changes).toEqual([
      [{ field: 'assignee_id', from: ada.id, to: null, from_title: 'ada' }],
      [{ field: 'due_on', from: '2030-03-01', to: '2030-03-08' }],
      [
        { field: 'assignee_id', from: null, to: ada.id, to_title: 'ada' },
        { field: 'due_on', from: null, to: '2030-03-01' },
      ],
    ]);
  });
});

describe('GET /tasks?assignee=me&open=true: my work', () => {
  it('lists my open tasks across projects, overdue first, then by due date, no date last', async () => {
    // "Today" is 2030-06-15: what is due before it is overdue. Bea has no other work.
    const today = '2030-06-15';
    const bea = await t.createUser('admin', 'bea');
    const c = t.client();
    expectStatus(await c.login('bea'), 200);
    const made = async (name: string, fields: Record<string, unknown>, project = projectId) =>
      (await newTask({ name, assignee_id: bea.id, ...fields }, project)).id;
    const noDate = await made('No date', {});
    const later = await made('Later', { due_on: '2030-07-01' });
    const overdue = await made('Overdue', { due_on: '2030-06-01' }, otherProjectId);
    const dueToday = await made('Today', { due_on: today });
    const veryOverdue = await made('Very overdue', { due_on: '2030-05-01' });
    const done = await made('Done', { due_on: '2030-04-01' });
    expectStatus(await admin.put(`${API}/tasks/${done}`, { id: done, completed: true }), 200);
    await newTask({ name: 'Not mine', due_on: '2030-01-01' });

    const res = await c.get(`${API}/tasks?assignee=me&open=true`);
    expectStatus(res, 200);
    const mine = res.json() as Task[];
    const expected = [veryOverdue, overdue, dueToday, later, noDate];
    expect(ids(res)).toEqual(expected);
    expect(mine.map((task) => isOverdue(task, today))).toEqual([true, true, false, false, false]);
    expect(res.headers['x-total-count']).toBe('5');
    // Another staff member asks by id and sees the same list; "me" is theirs, not ada's.
    expect(ids(await admin.get(`${API}/tasks?assignee=${bea.id}&open=true`))).toEqual(expected);
    expect(ids(await admin.get(`${API}/tasks?assignee=me&open=true`))).toEqual([]);
    // Without open=true the completed one follows the open ones.
    expect(ids(await c.get(`${API}/tasks?assignee=me`))).toEqual([...expected, done]);

    // Keyset paging follows the same order.
    const pages: number[] = [];
    let url = `${API}/tasks?assignee=me&open=true&limit=2`;
    for (;;) {
      const page = await c.get(url);
      pages.push(...ids(page));
      const next = page.headers['x-next-cursor'];
      if (!next) break;
      url = `${API}/tasks?assignee=me&open=true&limit=2&after=${String(next)}`;
    }
    expect(pages).toEqual(expected);
  });

  it('refuses an assignee that is neither me nor an id, and open that is not true or false', async () => {
    expectInvalid(await admin.get(`${API}/tasks?assignee=you`), 'assignee');
    expectInvalid(await admin.get(`${API}/tasks?open=maybe`), 'open');
  });

  it('a project’s tasks keep their order: incomplete first, then by id', async () => {
    const project = (await createProject(admin, { name: 'Order' })).id;
    const a = (await newTask({ due_on: '2030-09-01' }, project)).id;
    const b = (await newTask({ due_on: '2030-01-01' }, project)).id;
    expect(ids(await admin.get(`${API}/tasks?project_id=${project}`))).toEqual([a, b]);
  });
});

describe('GET /staff', () => {
  it('answers the enabled admins and superusers, id and username, to any staff member', async () => {
    const res = await ada.c.get(`${API}/staff`);
    expectStatus(res, 200);
    const staff = res.json() as { id: number; username: string }[];
    expect(staff).toContainEqual({ id: ada.id, username: 'ada' });
    expect(staff.map((s) => s.username)).not.toContain('olga');
    expect(staff.map((s) => s.username)).not.toContain('gone');
    expect(Object.keys(staff[0]!).sort()).toEqual(['id', 'username']);
  });
});

describe('CURRENCY and LOCALE', () => {
  it('are told to a signed-in session (the web formats every amount with them)', async () => {
    const euro = await startTestApp({ CURRENCY: 'EUR', LOCALE: 'de-DE' });
    try {
      await euro.createUser('admin', 'ada');
      expect((await euro.client().login('ada')).json()).toMatchObject({
        currency: 'EUR',
        locale: 'de-DE',
      });
    } finally {
      await euro.close();
    }
  });
});

describe('TIME_ZONE', () => {
  it('is told to a signed-in session (the web decides overdue by the date there)', async () => {
    const berlin = await startTestApp({ TIME_ZONE: 'Europe/Berlin' });
    try {
      await berlin.createUser('admin', 'ada');
      expect((await berlin.client().login('ada')).json()).toMatchObject({
        time_zone: 'Europe/Berlin',
      });
    } finally {
      await berlin.close();
    }
  });
});
