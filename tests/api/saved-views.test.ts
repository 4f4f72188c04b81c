import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiTokenSecret, tokenId } from '../../src/server/auth/tokens';
import { apiTokensRepository } from '../../src/server/repositories/api-tokens';
import { VIEWS_PER_LIST_MAX } from '../../src/shared/views';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectInvalid, expectStatus, type Res } from './support/api';

// Saved views (ADR 0035): a list's search, filters and sort under a name, one's own or shared
// with all staff; only its owner or a superuser changes a shared one.
let t: TestApp;
let ada: ApiClient;
let bea: ApiClient;
let su: ApiClient;
let user: ApiClient;
let adaId: number;

beforeAll(async () => {
  t = await startTestApp();
  // Two admins, a superuser and an ordinary account, each signed in.
  const signIn = async (role: 'admin' | 'superuser' | 'user', name: string) => {
    const made = await t.createUser(role, name);
    const c = t.client();
    expectStatus(await c.login(name), 200);
    return { c, id: made.id };
  };
  const first = await signIn('admin', 'ada');
  ada = first.c;
  adaId = first.id;
  bea = (await signIn('admin', 'bea')).c;
  su = (await signIn('superuser', 'sue')).c;
  user = (await signIn('user', 'otto')).c;
});
afterAll(() => t.close());

type View = {
  id: number;
  resource: string;
  name: string;
  query: string;
  shared: boolean;
  owner: { id: number; username: string };
  created_at: string;
  updated_at: string;
};
const body = (fields: Record<string, unknown>) => ({
  view: { resource: 'clients', name: 'A view', query: '', ...fields },
});
async function save(c: ApiClient, fields: Record<string, unknown>): Promise<View> {
  const res = await c.post(`${API}/views`, body(fields));
  expectStatus(res, 201);
  return res.json() as View;
}
const list = async (c: ApiClient, query = '') => {
  const res = await c.get(`${API}/views${query}`);
  expectStatus(res, 200);
  return res.json() as View[];
};
const names = (views: View[]) => views.map((v) => v.name);

describe('saving a view', () => {
  it('answers 201 with the view, its query written back in the list’s own order', async () => {
    const res = await ada.post(`${API}/views`, {
      view: {
        resource: 'inventory',
        name: ' Low stock, by quantity ',
        query: '?sort=-quantity&low_stock=true&q=%20cable%20',
      },
    });
    expectStatus(res, 201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      resource: 'inventory',
      name: 'Low stock, by quantity',
      query: 'q=cable&low_stock=true&sort=-quantity',
      shared: false,
      owner: { id: adaId, username: 'ada' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // What the list itself takes, so the view opens the list as saved.
    const query = (res.json() as View).query;
    expectStatus(await ada.get(`${API}/inventory?${query}`), 200);
  });

  it('leaves empty parameters out, and takes a view of the whole list', async () => {
    const view = await save(ada, { name: 'Everything', query: 'q=&sort=' });
    expect(view.query).toBe('');
    expect((await save(ada, { name: 'No query at all', query: undefined })).query).toBe('');
  });

  it('takes each list’s filters: a page’s status, an enquiry’s status, projects without client', async () => {
    expect(
      (await save(ada, { resource: 'pages', query: 'status=draft&sort=-updated_at' })).query,
    ).toBe('status=draft&sort=-updated_at');
    expect((await save(ada, { resource: 'enquiries', query: 'status=new&q=cctv' })).query).toBe(
      'q=cctv&status=new',
    );
    expect(
      (await save(ada, { resource: 'projects', query: 'without_client=true&sort=project_class' }))
        .query,
    ).toBe('without_client=true&sort=project_class');
  });

  it('refuses a sort the list does not offer, naming the fields it does (422 under query.sort)', async () => {
    const res = await ada.post(
      `${API}/views`,
      body({ name: 'By phone', query: 'sort=-phone_number' }),
    );
    expectInvalid(res, 'query.sort');
    expect(res.json()).toEqual({
      message:
        'Validation failed: query.sort must be one of organization_name, city, country, ' +
        'email_address, each optionally after - (descending)',
      errors: {
        'query.sort': [
          'must be one of organization_name, city, country, email_address, each optionally ' +
            'after - (descending)',
        ],
      },
    });
    // The same words the list itself answers.
    const listed = await ada.get(`${API}/clients?sort=-phone_number`);
    expect(listed.json().errors.sort).toEqual(res.json().errors['query.sort']);
    // Enquiries have no sort at all.
    const enquiries = await ada.post(
      `${API}/views`,
      body({ resource: 'enquiries', name: 'Sorted', query: 'sort=name' }),
    );
    expectInvalid(enquiries, 'query.sort');
    expect(enquiries.json().errors['query.sort']).toEqual([
      'is not a parameter of the enquiries list, which takes q, status',
    ]);
  });

  it('refuses what the list does not take: paging, an unknown filter, a bad value, twice the same', async () => {
    const refused = async (fields: Record<string, unknown>, field: string, message: string) => {
      const res = await ada.post(`${API}/views`, body({ name: 'Refused', ...fields }));
      expectInvalid(res, field);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await refused(
      { query: 'q=oslo&page=2' },
      'query.page',
      'is not a parameter of the clients list, which takes q, country, sort',
    );
    await refused(
      { resource: 'stickers', query: 'low_stock=maybe' },
      'query.low_stock',
      'must be true or false',
    );
    await refused(
      { resource: 'tools', query: 'low_stock=true' },
      'query.low_stock',
      'is not a parameter of the tools list, which takes q, sort',
    );
    await refused({ query: 'q=a&q=b' }, 'query.q', 'is given twice');
    await refused(
      { query: `q=${'x'.repeat(201)}` },
      'query.q',
      'Too big: expected string to have <=200 characters',
    );
    await refused(
      { query: '__proto__=1' },
      'query.__proto__',
      expect.stringMatching(/^is not a parameter/) as unknown as string,
    );
    await refused(
      { resource: 'tasks' },
      'resource',
      expect.stringMatching(/^must be one of clients, /) as unknown as string,
    );
    await refused({ name: '   ' }, 'name', 'is required');
    await refused({ query: 'x'.repeat(1001) }, 'query', 'must be at most 1000 characters');
    await refused({ shared: 'yes' }, 'shared', 'must be true or false');
  });

  it('keeps names unique per owner and list, whatever their case (422 under name)', async () => {
    await save(ada, { name: 'Clients in Norway', query: 'q=norway' });
    const res = await ada.post(`${API}/views`, body({ name: 'clients IN norway' }));
    expectInvalid(res, 'name');
    expect(res.json()).toEqual({
      message: 'You have a view of clients called “clients IN norway” already',
      errors: { name: ['is taken: you have a view of clients with that name already'] },
    });
    // Another list, or another person, may use it.
    await save(ada, { resource: 'projects', name: 'Clients in Norway' });
    await save(bea, { name: 'Clients in Norway', shared: true });
  });

  it('two saves of one name at once: one view, and the other hears the name is taken', async () => {
    // An account of its own: its views stay out of the other tests' lists.
    const racer = t.client();
    await t.createUser('admin', 'racer');
    expectStatus(await racer.login('racer'), 200);
    for (let round = 0; round < 5; round += 1) {
      const name = `Raced ${round}`;
      const answers = await Promise.all(
        [0, 1, 2].map(() => racer.post(`${API}/views`, body({ resource: 'notes', name }))),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([201, 422, 422]);
      for (const res of answers.filter((r) => r.statusCode === 422))
        expect(Object.keys(res.json().errors)).toEqual(['name']);
    }
  });

  it('keeps at most 50 views of one list per person', async () => {
    const c = t.client();
    await t.createUser('admin', 'hoarder');
    expectStatus(await c.login('hoarder'), 200);
    for (let i = 0; i < VIEWS_PER_LIST_MAX; i += 1)
      await save(c, { resource: 'tools', name: `T${i}` });
    const res = await c.post(`${API}/views`, body({ resource: 'tools', name: 'One more' }));
    expectInvalid(res, 'resource');
    expect(res.json().message).toBe('You have 50 views of tools already');
    await save(c, { resource: 'notes', name: 'One more' });
  });
});

describe('who sees a view', () => {
  it('a private view is its owner’s alone; a shared one every staff member’s', async () => {
    const mine = await save(ada, {
      resource: 'notes',
      name: 'My notes',
      query: 'sort=-updated_at',
    });
    const ours = await save(ada, { resource: 'notes', name: 'Team notes', shared: true });

    expect(names(await list(ada, '?resource=notes'))).toEqual(['My notes', 'Team notes']);
    expect(names(await list(bea, '?resource=notes'))).toEqual(['Team notes']);
    // A superuser sees what is shared, not what is private.
    expect(names(await list(su, '?resource=notes'))).toEqual(['Team notes']);

    expectStatus(await ada.get(`${API}/views/${mine.id}`), 200);
    for (const c of [bea, su]) {
      const res = await c.get(`${API}/views/${mine.id}`);
      expectStatus(res, 404);
      expect(res.json()).toEqual({ message: 'View not found' });
      expectStatus(await c.put(`${API}/views/${mine.id}`, { view: { name: 'Mine now' } }), 404);
      expectStatus(await c.delete(`${API}/views/${mine.id}`), 404);
    }
    const shared = await bea.get(`${API}/views/${ours.id}`);
    expectStatus(shared, 200);
    expect(shared.json()).toMatchObject({
      name: 'Team notes',
      shared: true,
      owner: { username: 'ada' },
    });
  });

  it('lists by list, then by name as people read it, with the count', async () => {
    const c = t.client();
    await t.createUser('admin', 'orderly');
    expectStatus(await c.login('orderly'), 200);
    for (const [resource, name] of [
      ['stickers', 'b 10'],
      ['inventory', 'Zed'],
      ['stickers', 'B 9'],
      ['stickers', 'a'],
    ])
      await save(c, { resource, name });
    const res = await c.get(`${API}/views`);
    const own = (res.json() as View[]).filter((v) => v.owner.username === 'orderly');
    expect(own.map((v) => `${v.resource} ${v.name}`)).toEqual([
      'inventory Zed',
      'stickers a',
      'stickers B 9',
      'stickers b 10',
    ]);
    expect(res.headers['x-total-count']).toBe(String((res.json() as View[]).length));
    expectInvalid(await c.get(`${API}/views?resource=users`), 'resource');
  });

  it('is for staff: an ordinary account and a visitor hear 403 and 401', async () => {
    expectStatus(await user.get(`${API}/views`), 403);
    expectStatus(await user.post(`${API}/views`, body({ name: 'Mine' })), 403);
    const anonymous = t.client();
    await anonymous.get('/session');
    expectStatus(await anonymous.get(`${API}/views`), 401);
  });
});

describe('changing a view', () => {
  it('its owner renames it, shares it and changes its query; fields left out stay', async () => {
    const view = await save(ada, {
      resource: 'stickers',
      name: 'Stickers low',
      query: 'low_stock=true',
    });
    const res = await ada.put(`${API}/views/${view.id}`, {
      view: { name: 'Stickers running low' },
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      ...view,
      name: 'Stickers running low',
      updated_at: expect.any(String),
    });
    const shared = await ada.put(`${API}/views/${view.id}`, {
      view: { shared: true, query: 'low_stock=true&sort=-quantity' },
    });
    expectStatus(shared, 200);
    expect(shared.json()).toMatchObject({
      name: 'Stickers running low',
      shared: true,
      query: 'low_stock=true&sort=-quantity',
    });
    // A PUT that changes nothing leaves its time of change as it was.
    const before = shared.json() as View;
    const same = await ada.put(`${API}/views/${view.id}`, {
      view: { name: 'Stickers running low' },
    });
    expect(same.json()).toEqual(before);
  });

  it('checks a new query, a new list and a new name as a new view’s', async () => {
    const view = await save(ada, { resource: 'pages', name: 'Drafts', query: 'status=draft' });
    await save(ada, { resource: 'pages', name: 'Published' });
    expectInvalid(
      await ada.put(`${API}/views/${view.id}`, { view: { query: 'sort=name' } }),
      'query.sort',
    );
    expectInvalid(
      await ada.put(`${API}/views/${view.id}`, { view: { name: 'PUBLISHED' } }),
      'name',
    );
    // Moving it to a list that has no status filter: its query no longer fits.
    const moved = await ada.put(`${API}/views/${view.id}`, { view: { resource: 'notes' } });
    expectInvalid(moved, 'query.status');
    expect(
      (
        await ada.put(`${API}/views/${view.id}`, {
          view: { resource: 'notes', query: 'sort=title' },
        })
      ).json(),
    ).toMatchObject({ resource: 'notes', query: 'sort=title' });
    // Renaming within the same name, another case: still its own.
    const recased = await ada.put(`${API}/views/${view.id}`, { view: { name: 'DRAFTS' } });
    expectStatus(recased, 200);
    expect((recased.json() as View).name).toBe('DRAFTS');
  });

  it('a shared view: other staff may not change or delete it (403); a superuser may', async () => {
    const view = await save(bea, {
      resource: 'projects',
      name: 'Web projects',
      query: 'q=web',
      shared: true,
    });
    const put = await ada.put(`${API}/views/${view.id}`, { view: { name: 'Hijacked' } });
    expectStatus(put, 403);
    expect(put.json()).toEqual({
      message: 'Only its owner (bea) or a superuser may change a shared view',
    });
    expectStatus(await ada.delete(`${API}/views/${view.id}`), 403);
    expect((await list(bea, '?resource=projects')).find((v) => v.id === view.id)?.name).toBe(
      'Web projects',
    );

    const renamed = await su.put(`${API}/views/${view.id}`, { view: { name: 'Website projects' } });
    expectStatus(renamed, 200);
    // It stays its owner's: its name is checked among the owner's views.
    expect(renamed.json()).toMatchObject({ name: 'Website projects', owner: { username: 'bea' } });
    await save(bea, { resource: 'projects', name: 'Taken by bea' });
    expectInvalid(
      await su.put(`${API}/views/${view.id}`, { view: { name: 'Taken by bea' } }),
      'name',
    );

    const deleted = await su.delete(`${API}/views/${view.id}`);
    expectStatus(deleted, 200);
    expect(deleted.json()).toEqual({ id: view.id });
    expectStatus(await bea.get(`${API}/views/${view.id}`), 404);
    expectStatus(await su.delete(`${API}/views/${view.id}`), 404);
  });

  it('its owner deletes a view for good', async () => {
    const view = await save(ada, { resource: 'tools', name: 'Gone soon' });
    expectStatus(await ada.delete(`${API}/views/${view.id}`), 200);
    expect((await list(ada, '?resource=tools')).map((v) => v.id)).not.toContain(view.id);
    const rows = await t.db
      .selectFrom('saved_views')
      .select('id')
      .where('id', '=', view.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('an unknown id is a 404 and a bad one a 422', async () => {
    for (const res of [
      await ada.get(`${API}/views/999999`),
      await ada.put(`${API}/views/999999`, { view: { name: 'X' } }),
      await ada.delete(`${API}/views/999999`),
    ])
      expectStatus(res, 404);
    expectInvalid(await ada.get(`${API}/views/abc`), 'id');
  });

  it('refuses a write without the XSRF header', async () => {
    const view = await save(ada, { resource: 'clients', name: 'Guarded' });
    const sent = (res: Res) => {
      expectStatus(res, 403);
      expect(res.json().message).toMatch(/XSRF/);
    };
    sent(
      await ada.send({
        method: 'POST',
        url: `${API}/views`,
        payload: body({ name: 'No header' }),
        xsrf: false,
      }),
    );
    sent(
      await ada.send({
        method: 'PUT',
        url: `${API}/views/${view.id}`,
        payload: { view: { name: 'X' } },
        xsrf: false,
      }),
    );
    sent(await ada.send({ method: 'DELETE', url: `${API}/views/${view.id}`, xsrf: false }));
    expectStatus(await ada.get(`${API}/views/${view.id}`), 200);
  });

  it('an API token acts as its owner: read tokens read, write tokens write', async () => {
    const tokenFor = async (scope: 'read' | 'write') => {
      const secret = newApiTokenSecret();
      await apiTokensRepository(t.db).create({
        user_id: adaId,
        name: `views ${scope}`,
        scope,
        token_hash: tokenId(secret),
        created_at: Date.now(),
        expires_at: null,
      });
      return { authorization: `Bearer ${secret}` };
    };
    const read = await tokenFor('read');
    const write = await tokenFor('write');
    const listed = await t.app.inject({ method: 'GET', url: `${API}/views`, headers: read });
    expectStatus(listed, 200);
    expect((listed.json() as View[]).every((v) => v.shared || v.owner.username === 'ada')).toBe(
      true,
    );
    const payload = body({ name: 'By token', query: 'sort=city' });
    expectStatus(
      await t.app.inject({ method: 'POST', url: `${API}/views`, headers: read, payload }),
      403,
    );
    const made = await t.app.inject({
      method: 'POST',
      url: `${API}/views`,
      headers: write,
      payload,
    });
    expectStatus(made, 201);
    expect(made.json()).toMatchObject({ owner: { username: 'ada' }, query: 'sort=city' });
  });
});

describe('a view’s owner', () => {
  it('takes their views along when their account goes', async () => {
    const owner = await t.createUser('admin', 'leaver');
    const c = t.client();
    expectStatus(await c.login('leaver'), 200);
    const view = await save(c, { name: 'Left behind', shared: true });
    await t.db.deleteFrom('sessions').where('user_id', '=', owner.id).execute();
    await t.db.deleteFrom('users').where('id', '=', owner.id).execute();
    expectStatus(await ada.get(`${API}/views/${view.id}`), 404);
  });
});
