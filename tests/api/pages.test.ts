import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  expectInvalid,
  expectNotFoundTrio,
  expectStatus,
} from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('pages', () => {
  it('POST /pages creates a page: 201 with the whole object, title trimmed', async () => {
    const res = await admin.post(`${API}/pages`, {
      page: { title: '  Hello world  ', content: 'Some **Markdown**' },
    });
    expectStatus(res, 201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      title: 'Hello world',
      content: 'Some **Markdown**',
      // Published at once, at an address made from its title.
      description: '',
      slug: 'hello-world',
      status: 'published',
      publish_at: null,
      state: 'published',
      image_url: null,
      created_at: isoTime,
      updated_at: isoTime,
    });
  });

  it('content is optional and defaults to empty', async () => {
    const page = await create(admin, 'pages', { page: { title: 'No content' } });
    expect(page.content).toBe('');
  });

  it('GET /pages/{id} shows the page to anyone, signed in or not', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Public', content: 'Body' } });
    for (const c of [t.client(), await t.as('user'), admin]) {
      const res = await c.get(`${API}/pages/${page.id}`);
      expectStatus(res, 200);
      expect(res.json()).toEqual(page);
    }
  });

  it('PUT /pages/{id} with {id, page{title, content}} updates it: 200 with the new object', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Old', content: 'Old body' } });
    const res = await admin.put(`${API}/pages/${page.id}`, {
      id: page.id,
      page: { title: 'New', content: 'New body' },
    });
    expectStatus(res, 200);
    const updated = res.json();
    expect(updated).toEqual({
      id: page.id,
      title: 'New',
      content: 'New body',
      // A new title keeps the address the page has: links to it stay as they are.
      description: '',
      slug: 'old',
      status: 'published',
      publish_at: null,
      state: 'published',
      image_url: null,
      created_at: page.created_at,
      updated_at: isoTime,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(page.updated_at));
    expect((await admin.get(`${API}/pages/${page.id}`)).json()).toEqual(updated);
  });

  it('PUT leaves out fields that are not sent', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Keep', content: 'Kept body' } });
    const res = await admin.put(`${API}/pages/${page.id}`, { page: { title: 'Renamed' } });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ title: 'Renamed', content: 'Kept body' });
  });

  it('DELETE /pages/{id} answers 200 {id}, and the page is gone', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Doomed' } });
    const res = await admin.delete(`${API}/pages/${page.id}`);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ id: page.id });
    expectStatus(await admin.get(`${API}/pages/${page.id}`), 404);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'pages', { page: { title: 'x' } });
  });

  it('a non-numeric id is a 422 naming id', async () => {
    expectInvalid(await admin.get(`${API}/pages/abc`), 'id');
    expectInvalid(await admin.put(`${API}/pages/0`, { page: { title: 'x' } }), 'id');
    expectInvalid(await admin.delete(`${API}/pages/1.5`), 'id');
  });

  it('accepts a title of exactly 200 characters and content of exactly 100 000', async () => {
    const page = await create(admin, 'pages', {
      page: { title: 't'.repeat(200), content: 'c'.repeat(100_000) },
    });
    expect(page.title).toHaveLength(200);
    expect(page.content).toHaveLength(100_000);
  });

  const invalid: [string, unknown, string][] = [
    ['a missing wrapper', { title: 'x' }, 'page'],
    ['a wrapper that is not an object', { page: 'x' }, 'page'],
    ['a missing title', { page: { content: 'x' } }, 'title'],
    ['an empty title', { page: { title: '' } }, 'title'],
    ['a blank title', { page: { title: '   ' } }, 'title'],
    ['a numeric title', { page: { title: 42 } }, 'title'],
    ['a null title', { page: { title: null } }, 'title'],
    ['a title of 201 characters', { page: { title: 't'.repeat(201) } }, 'title'],
    [
      'content of 100 001 characters',
      { page: { title: 'x', content: 'c'.repeat(100_001) } },
      'content',
    ],
    ['content that is not text', { page: { title: 'x', content: ['x'] } }, 'content'],
  ];
  it.each(invalid)('POST with %s is a 422', async (_name, body, field) => {
    expectInvalid(await admin.post(`${API}/pages`, body), field);
  });

  it.each(invalid.filter(([name]) => name !== 'a missing title'))(
    'PUT with %s is a 422',
    async (_name, body, field) => {
      const page = await create(admin, 'pages', { page: { title: 'Valid' } });
      expectInvalid(await admin.put(`${API}/pages/${page.id}`, body), field);
      expect((await admin.get(`${API}/pages/${page.id}`)).json().title).toBe('Valid');
    },
  );
});
