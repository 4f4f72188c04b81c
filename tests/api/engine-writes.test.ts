import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  type Res,
  create,
  createProject,
  expectStatus,
  getJson,
} from './support/api';

// The resource engine's own writes (issue 34, findings 4, 8, 11 and 12): a DELETE honours
// If-Match, a bulk update's conflict is documented, a write that changes nothing leaves the
// record as it was, and an overlong password is named as such.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const etagOf = (res: Res) => String(res.headers.etag);
const withIfMatch = (method: 'PUT' | 'DELETE', url: string, ifMatch: string, payload?: object) =>
  admin.send({ method, url, payload, headers: { 'if-match': ifMatch } });
const newClient = (name = 'Acme') =>
  create(admin, 'clients', { client: { organization_name: name } });
const historyOf = (url: string) => getJson<unknown[]>(admin, `${url}/history`);

describe('DELETE with If-Match', () => {
  it('deletes at the version sent, and answers a stale one 412 like a PUT, deleting nothing', async () => {
    const url = `${API}/clients/${(await newClient()).id}`;
    const loaded = etagOf(await admin.get(url));
    expectStatus(await admin.put(url, { client: { city: 'Oslo' } }), 200);
    const stale = await withIfMatch('DELETE', url, loaded);
    expectStatus(stale, 412);
    const put = await withIfMatch('PUT', url, loaded, { client: { city: 'Bergen' } });
    expect(stale.json()).toEqual(put.json());
    expect(stale.json()).toMatchObject({ current: { city: 'Oslo' }, updated_by: 'admin' });
    expectStatus(await admin.get(url), 200);

    const current = etagOf(await admin.get(url));
    expectStatus(await withIfMatch('DELETE', url, current), 200);
    expectStatus(await admin.get(url), 404);
  });

  it('deletes whatever the version with `If-Match: *` or none, and 404s a record not there', async () => {
    const a = `${API}/clients/${(await newClient('A')).id}`;
    const b = `${API}/clients/${(await newClient('B')).id}`;
    expectStatus(await withIfMatch('DELETE', a, '*'), 200);
    expectStatus(await admin.delete(b), 200);
    expectStatus(await withIfMatch('DELETE', a, '"1-x"'), 404);
  });

  it('refuses a weak ETag (If-Match compares strongly) and a malformed header', async () => {
    const url = `${API}/clients/${(await newClient()).id}`;
    const etag = etagOf(await admin.get(url));
    expectStatus(await withIfMatch('DELETE', url, `W/${etag}`), 412);
    expectStatus(await withIfMatch('DELETE', url, 'not-a-tag'), 400);
    expectStatus(await admin.get(url), 200);
  });

  it('a part (a section) deleted at a stale version stays, and so does its note', async () => {
    const note = await create(admin, 'notes', { note: { title: 'N', sections: [{ title: 'S' }] } });
    const section = (await getJson(admin, `notes/${note.id}`)).sections[0];
    const url = `${API}/sections/${section.id}`;
    const loaded = etagOf(await admin.get(url));
    expectStatus(await admin.put(url, { section: { title: 'S2' } }), 200);
    expectStatus(await withIfMatch('DELETE', url, loaded), 412);
    expect((await getJson(admin, `notes/${note.id}`)).sections).toHaveLength(1);
  });
});

describe('a bulk update that conflicts', () => {
  it("answers the projects' 409, which its OpenAPI entry lists", async () => {
    const first = await newClient('First');
    const second = await newClient('Second');
    const project = await createProject(admin, { client_id: first.id });
    const res = await admin.post(`${API}/projects/bulk-update`, {
      ids: [project.id],
      changes: { project: { client_id: second.id } },
    });
    expectStatus(res, 409);
    const doc = (await admin.get('/openapi.json')).json();
    expect(Object.keys(doc.paths['/api/v1/projects/bulk-update'].post.responses)).toContain('409');
    expect(Object.keys(doc.paths['/api/v1/clients/bulk-update'].post.responses)).not.toContain(
      '409',
    );
  });
});

describe('an update that changes nothing', () => {
  async function unchanged(url: string, write: () => Promise<Res>) {
    const before = await admin.get(url);
    const history = await historyOf(url);
    expectStatus(await write(), 200);
    const after = await admin.get(url);
    expect(etagOf(after)).toBe(etagOf(before));
    expect(after.json().updated_at).toBe(before.json().updated_at);
    expect(await historyOf(url)).toEqual(history);
  }

  it('an empty PUT, and a PUT of the values it has, answer 200 and leave it as it was', async () => {
    const client = await newClient();
    const url = `${API}/clients/${client.id}`;
    await unchanged(url, () => admin.put(url, { client: {} }));
    await unchanged(url, () => admin.put(url, { client: { organization_name: 'Acme', city: '' } }));
    const task = await create(admin, 'tasks', {
      task: { name: 'T', project_id: (await createProject(admin)).id },
    });
    const taskUrl = `${API}/tasks/${task.id}`;
    await unchanged(taskUrl, () => admin.put(taskUrl, { task: { completed: false, name: 'T' } }));
  });

  it('answers the record with its unchanged ETag', async () => {
    const url = `${API}/clients/${(await newClient()).id}`;
    const before = await admin.get(url);
    const put = await admin.put(url, { client: {} });
    expect(put.json()).toEqual(before.json());
    expect(etagOf(put)).toBe(etagOf(before));
  });

  it('still checks If-Match: a stale one is a 412, the current one a 200', async () => {
    const url = `${API}/clients/${(await newClient()).id}`;
    const loaded = etagOf(await admin.get(url));
    expectStatus(await admin.put(url, { client: { city: 'Oslo' } }), 200);
    expectStatus(await withIfMatch('PUT', url, loaded, { client: {} }), 412);
    const current = etagOf(await admin.get(url));
    expectStatus(await withIfMatch('PUT', url, current, { client: { city: 'Oslo' } }), 200);
  });

  it('a note saved with the sections it has is unchanged; with one section changed, it is not', async () => {
    const sections = [{ title: 'One', content: 'a' }, { title: 'Two' }];
    const note = await create(admin, 'notes', { note: { title: 'N', sections } });
    const url = `${API}/notes/${note.id}`;
    const same = [
      { title: 'One', content: 'a' },
      { title: 'Two', content: '' },
    ];
    await unchanged(url, () => admin.put(url, { note: { title: 'N', sections: same } }));
    const before = etagOf(await admin.get(url));
    const changed = [{ title: 'One', content: 'b' }, { title: 'Two' }];
    expectStatus(await admin.put(url, { note: { sections: changed } }), 200);
    expect(etagOf(await admin.get(url))).not.toBe(before);
    expect((await getJson(admin, url)).sections[0].content).toBe('b');
  });

  it("a section's empty PUT leaves its note's version as it was too", async () => {
    const note = await create(admin, 'notes', { note: { title: 'N', sections: [{ title: 'S' }] } });
    const noteUrl = `${API}/notes/${note.id}`;
    const section = (await getJson(admin, noteUrl)).sections[0];
    const before = etagOf(await admin.get(noteUrl));
    expectStatus(
      await admin.put(`${API}/sections/${section.id}`, { section: { title: 'S' } }),
      200,
    );
    expect(etagOf(await admin.get(noteUrl))).toBe(before);
  });

  it('a bulk update of nothing, or of the values they have, leaves every record as it was', async () => {
    const made = [(await newClient('X')).id, (await newClient('Y')).id];
    const url = (id: number) => `${API}/clients/${id}`;
    const before = await Promise.all(made.map((id) => admin.get(url(id))));
    for (const changes of [{ client: {} }, { client: { city: '' } }]) {
      expectStatus(await admin.post(`${API}/clients/bulk-update`, { ids: made, changes }), 200);
    }
    for (const [i, id] of made.entries()) {
      expect(etagOf(await admin.get(url(id)))).toBe(etagOf(before[i]!));
      expect(await historyOf(url(id))).toHaveLength(1); // its create alone
    }
  });
});

describe('a password over 1024 characters', () => {
  const long = 'p'.repeat(1025);
  const tooLong = (res: Res, field: string) => {
    expectStatus(res, 422);
    expect(res.json().errors[field]).toEqual(['must be at most 1024 characters']);
  };

  it('is named as too long wherever a password is taken', async () => {
    const anonymous = t.client();
    await anonymous.get('/session');
    tooLong(await anonymous.post('/session', { username: 'admin', password: long }), 'password');
    tooLong(
      await admin.put(`${API}/account/password`, {
        current_password: long,
        new_password: 'abcdefghij',
      }),
      'current_password',
    );
    tooLong(
      await admin.post(`${API}/account/two-step`, { code: '123456', current_password: long }),
      'current_password',
    );
    tooLong(await admin.post(`${API}/account/two-step/turn-off`, { password: long }), 'password');
    const superuser = await t.as('superuser');
    tooLong(
      await superuser.post(`${API}/users`, {
        username: 'newcomer',
        email_address: 'n@example.com',
        role: 'ordinary',
        password: long,
      }),
      'password',
    );
  });
});
