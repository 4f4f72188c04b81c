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
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const newClient = (name = 'Client') =>
  create(admin, 'clients', { client: { organization_name: name } });

describe('projects: create, show, update, delete', () => {
  it('POST /projects with project{name, description, client_id} answers 201 with the project', async () => {
    const client = await newClient('Owner');
    const res = await admin.post(`${API}/projects`, {
      project: { name: 'Website', description: 'A new site', client_id: client.id },
    });
    expectStatus(res, 201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      name: 'Website',
      description: 'A new site',
      project_class: '',
      client_id: client.id,
      client_name: 'Owner',
      balance: 0,
      tasks_done: 0,
      tasks_total: 0,
    });
  });

  it('client_id may be null or left out', async () => {
    expect((await createProject(admin, { client_id: null })).client_id).toBeNull();
    expect((await createProject(admin)).client_id).toBeNull();
  });

  it('GET /projects/{id} carries client, fundings, expenses, tasks and totals', async () => {
    const client = await newClient('Shape Co');
    const project = await createProject(admin, {
      name: 'Shape',
      description: 'Notes',
      client_id: client.id,
    });
    const funding = await create(admin, 'fundings', {
      date: '2024-02-01',
      source: 'Bank',
      description: 'Loan',
      amount: 1000,
      project_id: project.id,
    });
    const expense = await create(admin, 'expenses', {
      date: '2024-02-02',
      description: 'Cables',
      unit_cost_price: 2.5,
      quantity: 4,
      logistics_cost: 1,
      unit_selling_price: 4,
      project_id: project.id,
    });
    const done = await create(admin, 'tasks', {
      task: { name: 'Done first', description: '', project_id: project.id },
    });
    const open = await create(admin, 'tasks', {
      task: { name: 'Still open', description: 'later', project_id: project.id },
    });
    expectStatus(await admin.put(`${API}/tasks/${done.id}`, { id: done.id, completed: true }), 200);

    const res = await admin.get(`${API}/projects/${project.id}`);
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      ...project,
      ...stampedBy('admin'),
      // The list's facts too: 1,000 funding less 11 of costs with logistics; 1 of 2 tasks done.
      balance: 989,
      tasks_done: 1,
      tasks_total: 2,
      client: { id: client.id, organization_name: 'Shape Co' },
      fundings: [funding],
      expenses: [
        {
          ...expense,
          total_cost: 10,
          total_with_logistics: 11,
          total_selling_price: 16,
          profit: 5,
        },
      ],
      tasks: [open, { ...done, ...stampedBy('admin'), completed: true }],
      totals: {
        funding: 1000,
        total_cost: 10,
        total_with_logistics: 11,
        total_selling_price: 16,
        profit: 5,
      },
      stock_used: [],
    });
  });

  it('a project without a client shows client: null and empty lists', async () => {
    const project = await createProject(admin, { name: 'Bare' });
    expect(await getJson(admin, `projects/${project.id}`)).toEqual({
      ...project,
      ...stampedBy('admin'),
      client: null,
      fundings: [],
      expenses: [],
      tasks: [],
      totals: {
        funding: 0,
        total_cost: 0,
        total_with_logistics: 0,
        total_selling_price: 0,
        profit: 0,
      },
      stock_used: [],
    });
  });

  it('PUT /projects/{id} with {id, project{name, project_class, description}} answers 200', async () => {
    const project = await createProject(admin, { name: 'Before' });
    const res = await admin.put(`${API}/projects/${project.id}`, {
      id: project.id,
      project: { name: 'After', project_class: 'CCTV', description: 'Changed' },
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      id: project.id,
      ...stampedBy('admin'),
      name: 'After',
      description: 'Changed',
      project_class: 'CCTV',
      client_id: null,
      client_name: null,
      balance: 0,
      tasks_done: 0,
      tasks_total: 0,
    });
  });

  it('DELETE /projects/{id} answers 200 {id}', async () => {
    const project = await createProject(admin);
    const res = await admin.delete(`${API}/projects/${project.id}`);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ id: project.id });
    expectStatus(await admin.get(`${API}/projects/${project.id}`), 404);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'projects', { project: { name: 'x' } });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing name', { description: 'x' }, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['a name that is not text', { name: true }, 'name'],
    ['a name of 201 characters', { name: 'n'.repeat(201) }, 'name'],
    [
      'a description of 10 001 characters',
      { name: 'x', description: 'd'.repeat(10_001) },
      'description',
    ],
    [
      'a project_class of 201 characters',
      { name: 'x', project_class: 'c'.repeat(201) },
      'project_class',
    ],
    ['a client_id that is not a number', { name: 'x', client_id: 'abc' }, 'client_id'],
    ['a client_id that is not whole', { name: 'x', client_id: 1.5 }, 'client_id'],
    ['a client_id of no client', { name: 'x', client_id: UNKNOWN_ID }, 'client_id'],
  ];
  it.each(invalid)('POST with %s is a 422', async (_name, body, field) => {
    expectInvalid(await admin.post(`${API}/projects`, { project: body }), field);
  });
  it.each(invalid.slice(1))('PUT with %s is a 422', async (_name, body, field) => {
    const project = await createProject(admin);
    expectInvalid(await admin.put(`${API}/projects/${project.id}`, { project: body }), field);
  });
});

describe('projects: connecting and disconnecting a client', () => {
  it('PUT project{client_id} connects, client_id null disconnects; the client shows it', async () => {
    const client = await newClient('Connector');
    const project = await createProject(admin, { name: 'Loose' });
    const connected = await admin.put(`${API}/projects/${project.id}`, {
      id: project.id,
      project: { client_id: client.id },
    });
    expectStatus(connected, 200);
    expect(connected.json()).toEqual({
      ...project,
      ...stampedBy('admin'),
      client_id: client.id,
      client_name: 'Connector',
    });
    expect((await getJson(admin, `clients/${client.id}`)).projects).toEqual([
      { id: project.id, name: 'Loose', project_class: '' },
    ]);
    expect((await getJson(admin, `projects/${project.id}`)).client).toEqual({
      id: client.id,
      organization_name: 'Connector',
    });

    const disconnected = await admin.put(`${API}/projects/${project.id}`, {
      id: project.id,
      project: { client_id: null },
    });
    expectStatus(disconnected, 200);
    expect(disconnected.json()).toEqual({ ...project, ...stampedBy('admin'), client_id: null });
    expect((await getJson(admin, `clients/${client.id}`)).projects).toEqual([]);
    expect((await getJson(admin, `projects/${project.id}`)).client).toBeNull();
  });

  it('an update that leaves client_id out keeps the connection', async () => {
    const client = await newClient();
    const project = await createProject(admin, { client_id: client.id });
    const res = await admin.put(`${API}/projects/${project.id}`, { project: { name: 'Renamed' } });
    expect(res.json().client_id).toBe(client.id);
  });

  it('connecting again to the same client is fine', async () => {
    const client = await newClient();
    const project = await createProject(admin, { client_id: client.id });
    const res = await admin.put(`${API}/projects/${project.id}`, {
      project: { client_id: client.id },
    });
    expectStatus(res, 200);
  });

  it('connecting a project that already has another client is a 409, and nothing changes', async () => {
    const first = await newClient('First');
    const second = await newClient('Second');
    const project = await createProject(admin, { client_id: first.id });
    const res = await admin.put(`${API}/projects/${project.id}`, {
      project: { client_id: second.id },
    });
    expectStatus(res, 409);
    expect(res.json()).toEqual({ message: expect.stringMatching(/another client/) });
    expect((await getJson(admin, `projects/${project.id}`)).client_id).toBe(first.id);
  });

  it('connecting to a client id that does not exist is a 422 naming client_id', async () => {
    const project = await createProject(admin);
    const res = await admin.put(`${API}/projects/${project.id}`, {
      project: { client_id: UNKNOWN_ID },
    });
    expectInvalid(res, 'client_id');
    expect((await getJson(admin, `projects/${project.id}`)).client_id).toBeNull();
  });
});
