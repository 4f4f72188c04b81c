import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  type Res,
  create,
  createNote,
  createProject,
  expectStatus,
  seedOneOfEach,
  stampedBy,
} from './support/api';

// Edits that cannot silently undo each other: every record's answer carries an ETag, and a PUT
// with If-Match is applied only while the record still has that version (else 412, with the
// record as it is now). Check and write are one step, on both databases.

let t: TestApp;
let admin: ApiClient;
let chief: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  await t.createUser('admin', 'chief');
  chief = t.client();
  expectStatus(await chief.login('chief'), 200);
});
afterAll(() => t.close());

const ETAG = /^"\d+-[\w-]+"$/;
const putWith = (c: ApiClient, url: string, payload: object, ifMatch?: string) =>
  c.send({
    method: 'PUT',
    url,
    payload,
    ...(ifMatch !== undefined && { headers: { 'if-match': ifMatch } }),
  });
const etagOf = (res: Res) => String(res.headers.etag);
const versionOf = (res: Res) => etagOf(res).split('-')[0];
const newClient = () =>
  create(admin, 'clients', { client: { organization_name: 'Acme', phone_number: '+1 555 0100' } });

describe('ETags on records', () => {
  it('every answer with one record (GET, POST, PUT) carries an ETag, for every resource', async () => {
    const rows = await seedOneOfEach(admin);
    const wrappers: Record<string, string | null> = {
      pages: 'page',
      clients: 'client',
      projects: 'project',
      fundings: null,
      expenses: null,
      tasks: 'task',
      notes: 'note',
      sections: 'section',
      inventory: 'item',
      stickers: 'sticker',
      tools: 'tool',
    };
    for (const [name, wrapper] of Object.entries(wrappers)) {
      const id = rows[name]!;
      const shown = await admin.get(`${API}/${name}/${id}`);
      expectStatus(shown, 200);
      expect(etagOf(shown), name).toMatch(ETAG);
      const body = wrapper ? { [wrapper]: {} } : {};
      const put = await putWith(admin, `${API}/${name}/${id}`, body, etagOf(shown));
      expectStatus(put, 200);
      expect(etagOf(put), name).toMatch(ETAG);
      // An empty save writes nothing (issue 34): the record keeps its version.
      expect(versionOf(put), `${name}: an empty PUT keeps the version`).toBe(versionOf(shown));
    }
    const posted = await admin.post(`${API}/clients`, { client: { organization_name: 'New' } });
    expectStatus(posted, 201);
    expect(etagOf(posted)).toMatch(/^"1-/);
  });

  it('the ETag changes when the record changes and when something shown with it changes', async () => {
    const project = await createProject(admin);
    const before = etagOf(await admin.get(`${API}/projects/${project.id}`));
    await create(admin, 'fundings', {
      date: '2026-01-01',
      source: 'Bank',
      description: 'Deposit',
      amount: 10,
      project_id: project.id,
    });
    const after = await admin.get(`${API}/projects/${project.id}`);
    expect(etagOf(after)).not.toBe(before);
    // A funding is a record of its own: the project's version, which If-Match checks, stays.
    const edit = await putWith(admin, `${API}/projects/${project.id}`, { project: {} }, before);
    expectStatus(edit, 200);
  });

  it('a write to a section is a write to its note: the note’s old version is refused', async () => {
    const note = await createNote(admin, { sections: [{ title: 'A', content: '' }] });
    const shown = await admin.get(`${API}/notes/${note.id}`);
    const section = shown.json().sections[0];
    expectStatus(
      await chief.put(`${API}/sections/${section.id}`, { section: { content: 'chief' } }),
      200,
    );
    const stale = await putWith(
      admin,
      `${API}/notes/${note.id}`,
      { note: { sections: [{ title: 'A', content: 'admin' }] } },
      etagOf(shown),
    );
    expectStatus(stale, 412);
    expect(stale.json().updated_by).toBe('chief');
    expect(stale.json().current.sections[0].content).toBe('chief');
  });
});

describe('If-Match', () => {
  it('current: applied, with the next ETag; stale: 412 with who, when and the record now', async () => {
    const client = await newClient();
    const loaded = etagOf(await admin.get(`${API}/clients/${client.id}`));
    const first = await putWith(
      chief,
      `${API}/clients/${client.id}`,
      { client: { phone_number: '+1 555 0199' } },
      loaded,
    );
    expectStatus(first, 200);
    expect(first.json()).toMatchObject({ phone_number: '+1 555 0199', ...stampedBy('chief') });

    const second = await putWith(
      admin,
      `${API}/clients/${client.id}`,
      { client: { city: 'Nairobi' } },
      loaded,
    );
    expectStatus(second, 412);
    const body = second.json();
    expect(body.message).toMatch(/changed by chief/);
    expect(body.updated_by).toBe('chief');
    expect(Date.parse(body.updated_at)).not.toBeNaN();
    expect(body.etag).toBe(etagOf(first));
    expect(body.current).toMatchObject({ phone_number: '+1 555 0199', city: '' });

    // With the current ETag, only the fields sent change: the phone stays as chief left it.
    const retry = await putWith(
      admin,
      `${API}/clients/${client.id}`,
      { client: { city: 'Nairobi' } },
      body.etag,
    );
    expectStatus(retry, 200);
    expect(retry.json()).toMatchObject({ phone_number: '+1 555 0199', city: 'Nairobi' });
  });

  it('absent or *: any version, as before', async () => {
    const client = await newClient();
    await putWith(chief, `${API}/clients/${client.id}`, { client: { city: 'A' } });
    expectStatus(
      await putWith(admin, `${API}/clients/${client.id}`, { client: { city: 'B' } }),
      200,
    );
    const star = await putWith(
      admin,
      `${API}/clients/${client.id}`,
      { client: { city: 'C' } },
      '*',
    );
    expectStatus(star, 200);
    expect(star.json().city).toBe('C');
  });

  it('a list of ETags matches any of them; a weak or foreign ETag matches none (412)', async () => {
    const client = await newClient();
    const loaded = etagOf(await admin.get(`${API}/clients/${client.id}`));
    const url = `${API}/clients/${client.id}`;
    expectStatus(await putWith(admin, url, { client: {} }, `"9-x", ${loaded}`), 200);
    const now = etagOf(await admin.get(url));
    expectStatus(await putWith(admin, url, { client: {} }, `W/${now}`), 412);
    expectStatus(await putWith(admin, url, { client: {} }, '"not-ours"'), 412);
    expectStatus(await putWith(admin, url, { client: {} }, '"99999999999-x"'), 412);
  });

  it('If-Match that is not a quoted ETag is a 400 with a message', async () => {
    const client = await newClient();
    for (const bad of ['3', 'abc', '"unterminated', '*, "1-x"', '']) {
      const res = await putWith(admin, `${API}/clients/${client.id}`, { client: {} }, bad);
      expectStatus(res, 400);
      expect(res.json().message, bad).toMatch(/If-Match must be/);
    }
  });

  it('a record deleted meanwhile is a 404, with or without If-Match', async () => {
    const client = await newClient();
    const loaded = etagOf(await admin.get(`${API}/clients/${client.id}`));
    expectStatus(await chief.delete(`${API}/clients/${client.id}`), 200);
    const res = await putWith(admin, `${API}/clients/${client.id}`, { client: {} }, loaded);
    expectStatus(res, 404);
    expect(res.json().message).toBe('Client not found');
  });

  it('20 concurrent PUTs with one If-Match: exactly one 200 and nineteen 412s', async () => {
    const client = await newClient();
    const loaded = etagOf(await admin.get(`${API}/clients/${client.id}`));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        putWith(admin, `${API}/clients/${client.id}`, { client: { city: `City ${i}` } }, loaded),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(19);
    const winner = answers.find((r) => r.statusCode === 200)!.json().city;
    const stored = (await admin.get(`${API}/clients/${client.id}`)).json();
    expect(stored.city).toBe(winner);
  });
});

describe('updated_by and updated_at', () => {
  it('are set by the server from the signed-in user, never by the client', async () => {
    const client = await newClient();
    expect(client).toMatchObject(stampedBy('admin'));
    const res = await chief.put(`${API}/clients/${client.id}`, {
      client: { city: 'X', updated_by: 'mallory', updated_at: '2000-01-01T00:00:00.000Z' },
      updated_by: 'mallory',
    });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ city: 'X', ...stampedBy('chief') });
    expect(Date.parse(res.json().updated_at)).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('pages, which anyone may read, keep updated_by out of their answers', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Public', content: '' } });
    expect(page).not.toHaveProperty('updated_by');
    const anonymous = await t.as('anonymous');
    expect((await anonymous.get(`${API}/pages/${page.id}`)).json()).not.toHaveProperty(
      'updated_by',
    );
  });
});

describe('accounts', () => {
  it('role, disabled and client changes take If-Match: stale is a 412 with the account now', async () => {
    const su = await t.as('superuser');
    const made = await su.post(`${API}/users`, {
      username: `vera-${Date.now()}`,
      email_address: `vera-${Date.now()}@example.com`,
      role: 'ordinary',
      password: 'a long enough password',
    });
    expectStatus(made, 201);
    const id = made.json().user.id as number;
    const shown = await su.get(`${API}/users/${id}`);
    expect(etagOf(shown)).toMatch(ETAG);
    const client = await newClient();
    const linked = await putWith(
      su,
      `${API}/users/${id}/client`,
      { client_id: client.id },
      etagOf(shown),
    );
    expectStatus(linked, 200);
    expect(linked.json()).toMatchObject({ client: { id: client.id }, ...stampedBy('superuser') });

    for (const [path, body] of [
      ['role', { role: 'admin' }],
      ['disabled', { disabled: true }],
      ['client', { client_id: null }],
    ] as const) {
      const stale = await putWith(su, `${API}/users/${id}/${path}`, body, etagOf(shown));
      expectStatus(stale, 412);
      expect(stale.json()).toMatchObject({ updated_by: 'superuser', etag: etagOf(linked) });
      expect(stale.json().current).toMatchObject({ role: 'ordinary', disabled: false });
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        putWith(su, `${API}/users/${id}/disabled`, { disabled: true }, etagOf(linked)),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(19);
  });
});
