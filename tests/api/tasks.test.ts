import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  UNKNOWN_ID,
  create,
  createProject,
  expectInvalid,
  expectNotFoundTrio,
  expectStatus,
  getJson,
  stampedBy,
} from './support/api';

let t: TestApp;
let admin: ApiClient;
let projectId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  projectId = (await createProject(admin)).id;
});
afterAll(() => t.close());

const newTask = (fields: Record<string, unknown> = {}) =>
  create(admin, 'tasks', {
    task: { name: 'Install', description: 'Mount cameras', project_id: projectId, ...fields },
  });

describe('tasks', () => {
  it('POST /tasks with task{name, description, project_id} answers 201, not completed', async () => {
    const res = await admin.post(`${API}/tasks`, {
      task: { name: 'Survey', description: 'Walk the site', project_id: projectId },
    });
    expectStatus(res, 201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      name: 'Survey',
      description: 'Walk the site',
      completed: false,
      project_id: projectId,
    });
  });

  it('PUT /tasks/{id} with {id, completed} ticks and unticks it', async () => {
    const task = await newTask();
    const done = await admin.put(`${API}/tasks/${task.id}`, { id: task.id, completed: true });
    expectStatus(done, 200);
    expect(done.json()).toEqual({ ...task, ...stampedBy('admin'), completed: true });
    expect(await getJson(admin, `tasks/${task.id}`)).toEqual({
      ...task,
      ...stampedBy('admin'),
      completed: true,
    });
    const undone = await admin.put(`${API}/tasks/${task.id}`, { id: task.id, completed: false });
    expect(undone.json()).toEqual({ ...task, ...stampedBy('admin') });
  });

  it('PUT /tasks/{id} with task{name, description} edits it', async () => {
    const task = await newTask();
    const res = await admin.put(`${API}/tasks/${task.id}`, {
      task: { name: 'Renamed', description: 'New text', completed: true },
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      ...task,
      ...stampedBy('admin'),
      name: 'Renamed',
      description: 'New text',
      completed: true,
    });
  });

  it('DELETE /tasks/{id} answers 200 {id}', async () => {
    const task = await newTask();
    const res = await admin.delete(`${API}/tasks/${task.id}`);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ id: task.id });
    expectStatus(await admin.get(`${API}/tasks/${task.id}`), 404);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'tasks', { completed: true });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['a name of 201 characters', { name: 'n'.repeat(201) }, 'name'],
    ['a name that is not text', { name: 5 }, 'name'],
    ['a description of 10 001 characters', { description: 'd'.repeat(10_001) }, 'description'],
    ['a missing project_id', { project_id: undefined }, 'project_id'],
    ['a project_id of no project', { project_id: UNKNOWN_ID }, 'project_id'],
    ['a project_id that is not a number', { project_id: 'one' }, 'project_id'],
  ];
  it.each(invalid)('POST with %s is a 422', async (_name, change, field) => {
    const body = { name: 'Valid', description: '', project_id: projectId, ...change };
    expectInvalid(await admin.post(`${API}/tasks`, { task: body }), field);
  });

  it.each([
    ['a completed flag that is not a boolean', { completed: 'yes' }, 'completed'],
    ['a completed flag of 1', { completed: 1 }, 'completed'],
    ['an empty name', { task: { name: '' } }, 'name'],
    ['a name of 201 characters', { task: { name: 'n'.repeat(201) } }, 'name'],
    ['a task that is not an object', { task: 'x' }, 'task'],
  ] as [string, Record<string, unknown>, string][])(
    'PUT with %s is a 422',
    async (_name, body, field) => {
      const task = await newTask();
      expectInvalid(await admin.put(`${API}/tasks/${task.id}`, body), field);
      expect(await getJson(admin, `tasks/${task.id}`)).toEqual(task);
    },
  );
});
