import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, createProject, expectStatus, getJson } from './support/api';

let t: TestApp;
let admin: ApiClient;
let superuser: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  superuser = await t.as('superuser');
});
afterAll(() => t.close());

const newClient = (name = 'Acme') =>
  create(admin, 'clients', { client: { organization_name: name } });
const say = (c: ApiClient, url: string, body: string) =>
  c.post(`${API}/${url}/comments`, { comment: { body } });

describe('comments', () => {
  it('POST and GET /clients/{id}/comments: the thread, oldest first, with author and time', async () => {
    const client = await newClient();
    const first = await say(admin, `clients/${client.id}`, 'First thought');
    expectStatus(first, 201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      record_resource: 'clients',
      record_id: client.id,
      body: 'First thought',
      author: 'admin',
      mentions: [],
      created_at: expect.stringMatching(/^\d{4}-/),
      updated_at: expect.stringMatching(/^\d{4}-/),
      edited: false,
    });
    expectStatus(await say(superuser, `clients/${client.id}`, 'Second'), 201);
    const thread = await getJson(admin, `clients/${client.id}/comments`);
    expect(thread.map((c: { body: string; author: string }) => [c.body, c.author])).toEqual([
      ['First thought', 'admin'],
      ['Second', 'superuser'],
    ]);
  });

  it('every commented resource has a thread; an unknown record is a 404', async () => {
    const project = await createProject(admin);
    const task = await create(admin, 'tasks', { task: { name: 'T', project_id: project.id } });
    for (const url of [`projects/${project.id}`, `tasks/${task.id}`])
      expectStatus(await say(admin, url, 'Hello'), 201);
    expectStatus(await admin.get(`${API}/clients/999999/comments`), 404);
    expectStatus(await say(admin, 'notes/999999', 'x'), 404);
    expectStatus(await say(admin, `projects/${project.id}`, ''), 422);
  });

  it('GET /comments/counts: how many each record has, 0 for none', async () => {
    const project = await createProject(admin);
    const make = (name: string) =>
      create(admin, 'tasks', { task: { name, project_id: project.id } });
    const [a, b] = [await make('A'), await make('B')];
    await say(admin, `tasks/${a.id}`, 'one');
    await say(admin, `tasks/${a.id}`, 'two');
    expect(await getJson(admin, `comments/counts?resource=tasks&ids=${a.id},${b.id}`)).toEqual([
      { record_id: a.id, count: 2 },
      { record_id: b.id, count: 0 },
    ]);
    expectStatus(await admin.get(`${API}/comments/counts?resource=fundings&ids=1`), 422);
  });

  it('ordinary users get 403, anonymous 401', async () => {
    const client = await newClient();
    const user = await t.as('user');
    expectStatus(await user.get(`${API}/clients/${client.id}/comments`), 403);
    expectStatus(await say(user, `clients/${client.id}`, 'Hi'), 403);
    const anonymous = await t.as('anonymous');
    expectStatus(await anonymous.get(`${API}/clients/${client.id}/comments`), 401);
  });

  it('only its author edits it (marked edited); its author or a superuser deletes it', async () => {
    const client = await newClient();
    const mine = (await say(admin, `clients/${client.id}`, 'Draft')).json();
    const edited = await admin.put(`${API}/comments/${mine.id}`, { comment: { body: 'Final' } });
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ body: 'Final', edited: true, author: 'admin' });
    const other = await t.client();
    await t.createUser('admin', 'other-admin');
    await other.login('other-admin');
    expectStatus(await other.put(`${API}/comments/${mine.id}`, { comment: { body: 'X' } }), 403);
    expectStatus(await other.delete(`${API}/comments/${mine.id}`), 403);
    expectStatus(
      await superuser.put(`${API}/comments/${mine.id}`, { comment: { body: 'X' } }),
      403,
    );
    expectStatus(await superuser.delete(`${API}/comments/${mine.id}`), 200);
    const own = (await say(other, `clients/${client.id}`, 'Mine')).json();
    expectStatus(await other.delete(`${API}/comments/${own.id}`), 200);
    expect(await getJson(admin, `clients/${client.id}/comments`)).toEqual([]);
    expectStatus(await admin.delete(`${API}/comments/${own.id}`), 404);
  });

  it('@usernames of staff are stored as mentions; others are refused naming them', async () => {
    const client = await newClient();
    const staffList: { id: number; username: string }[] = await getJson(admin, 'staff');
    const superId = staffList.find((s) => s.username === 'superuser')!.id;
    const said = await say(admin, `clients/${client.id}`, 'Ask @superuser, not me@example.com');
    expectStatus(said, 201);
    expect(said.json().mentions).toEqual([superId]);
    await t.createUser('user', 'carol');
    const ordinary = await say(admin, `clients/${client.id}`, 'Hey @carol');
    expectStatus(ordinary, 422);
    expect(ordinary.json().message).toContain('@carol cannot see this record');
    const nobody = await say(admin, `clients/${client.id}`, 'Hey @nobody_here');
    expectStatus(nobody, 422);
    expect(nobody.json().errors.body).toEqual(['no account is called @nobody_here']);
    expect(staffList.map((s) => s.username)).not.toContain('carol');
  });

  it('a deleted record keeps its comments in the trash and brings them back', async () => {
    const client = await newClient('Trashable');
    const said = (await say(admin, `clients/${client.id}`, 'Kept through the trash')).json();
    expectStatus(await admin.delete(`${API}/clients/${client.id}`), 200);
    expectStatus(await admin.get(`${API}/clients/${client.id}/comments`), 404);
    expectStatus(await admin.put(`${API}/comments/${said.id}`, { comment: { body: 'x' } }), 404);
    expect(await getJson(admin, 'search?q=through%20the%20trash')).toEqual([]);
    expectStatus(await admin.post(`${API}/trash/clients/${client.id}/restore`), 200);
    const back = await getJson(admin, `clients/${client.id}/comments`);
    expect(back.map((c: { id: number }) => c.id)).toEqual([said.id]);
    const found = await getJson(admin, 'search?q=through%20the%20trash');
    expect(found[0]).toMatchObject({
      resource: 'comments',
      url: `/dashboard/clients/${client.id}`,
    });
  });

  it('erasing a record for good erases its comments', async () => {
    const client = await newClient('Erased');
    const said = (await say(admin, `clients/${client.id}`, 'Gone for good')).json();
    expectStatus(await admin.delete(`${API}/clients/${client.id}`), 200);
    expectStatus(await superuser.delete(`${API}/trash/clients/${client.id}`), 200);
    const left = await t.db.selectFrom('comments').select('id').where('id', '=', said.id).execute();
    expect(left).toEqual([]);
  });

  it('a deleted project keeps its tasks’ comments: hidden, restored, erased with it', async () => {
    const project = await createProject(admin, { name: 'Pier' });
    const task = await create(admin, 'tasks', { task: { name: 'Piles', project_id: project.id } });
    const said = (await say(admin, `tasks/${task.id}`, 'Wombatlike pile driver')).json();
    expectStatus(await admin.delete(`${API}/projects/${project.id}`), 200);
    expect(await getJson(admin, 'search?q=wombatlike')).toEqual([]);
    expectStatus(await admin.post(`${API}/trash/projects/${project.id}/restore`), 200);
    expect(await getJson(admin, `tasks/${task.id}/comments`)).toHaveLength(1);
    expect(await getJson(admin, 'search?q=wombatlike')).toEqual([
      expect.objectContaining({ resource: 'comments', url: `/dashboard/projects/${project.id}` }),
    ]);
    expectStatus(await admin.delete(`${API}/projects/${project.id}`), 200);
    expectStatus(await superuser.delete(`${API}/trash/projects/${project.id}`), 200);
    const left = await t.db.selectFrom('comments').select('id').where('id', '=', said.id).execute();
    expect(left).toEqual([]);
  });

  it('the search finds a record by a comment, labelled as a comment', async () => {
    const client = await newClient('Northwind');
    const project = await createProject(admin, { name: 'Harbour' });
    const task = await create(admin, 'tasks', { task: { name: 'Dig', project_id: project.id } });
    await say(admin, `clients/${client.id}`, 'Zanzibarish shipment overdue');
    await say(admin, `tasks/${task.id}`, 'Quokkaesque drilling plan');
    expect(await getJson(admin, 'search?q=zanzibarish')).toEqual([
      expect.objectContaining({
        resource: 'comments',
        title: 'Northwind',
        excerpt: expect.stringContaining('shipment'),
        url: `/dashboard/clients/${client.id}`,
      }),
    ]);
    expect(await getJson(admin, 'search?q=quokkaesque')).toEqual([
      expect.objectContaining({ resource: 'comments', url: `/dashboard/projects/${project.id}` }),
    ]);
  });

  it('adding, editing and deleting are in the record’s history and the activity log', async () => {
    const client = await newClient('Logged');
    const said = (await say(admin, `clients/${client.id}`, 'Logged words')).json();
    await admin.put(`${API}/comments/${said.id}`, { comment: { body: 'Logged again' } });
    await admin.delete(`${API}/comments/${said.id}`);
    const history = await getJson(admin, `clients/${client.id}/history`);
    const ofComments = history.filter((e: { resource: string }) => e.resource === 'comments');
    expect(ofComments.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    const activity = await getJson(admin, 'activity?limit=10');
    expect(activity.some((e: { resource: string }) => e.resource === 'comments')).toBe(true);
  });
});
