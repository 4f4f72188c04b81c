import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, PNG_1X1, create, dataUrl, expectStatus } from './support/api';

/**
 * Who may keep an answer. JSON that may depend on the session is `no-store`, so a signed-in answer
 * never outlives the sign-out in a browser's cache nor reaches another visitor through a proxy.
 */
let t: TestApp;
let admin: ApiClient;
let pageId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  pageId = (await create(admin, 'pages', { page: { title: 'Cached?' } })).id;
});
afterAll(() => t.close());

const cacheControl = (res: { headers: Record<string, unknown> }) => res.headers['cache-control'];

describe('JSON answers to a signed-in request are no-store', () => {
  it.each([
    `${API}/pages`,
    `${API}/pages/${1}`,
    `${API}/clients`,
    `${API}/overview`,
    '/session',
    `${API}/pages/999999`,
    `${API}/nowhere`,
  ])('GET %s', async (url) => {
    const res = await admin.get(url.replace('/pages/1', `/pages/${pageId}`));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(cacheControl(res)).toBe('no-store');
  });

  it('a write and its 422 too', async () => {
    const created = await admin.post(`${API}/pages`, { page: { title: 'New' } });
    expectStatus(created, 201);
    expect(cacheControl(created)).toBe('no-store');
    const invalid = await admin.post(`${API}/pages`, { page: { title: '' } });
    expectStatus(invalid, 422);
    expect(cacheControl(invalid)).toBe('no-store');
  });

  it('a first visit that is handed a session token', async () => {
    const res = await t.client().get('/session');
    expectStatus(res, 200);
    expect(res.headers['set-cookie']).toBeDefined();
    expect(cacheControl(res)).toBe('no-store');
  });
});

describe('answers of routes that are not public', () => {
  it("are no-store even to a request without a session: the 401 can't be cached", async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/clients` });
    expectStatus(res, 401);
    expect(cacheControl(res)).toBe('no-store');
  });

  it("a signed-in user's 403 is no-store", async () => {
    const user = await t.as('user');
    const res = await user.get(`${API}/clients`);
    expectStatus(res, 403);
    expect(cacheControl(res)).toBe('no-store');
  });
});

describe('what stays as it was', () => {
  it('anonymous public JSON without a session sets no Cache-Control of its own', async () => {
    for (const url of [`${API}/pages`, `${API}/pages/${pageId}`, '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectStatus(res, 200);
      expect(cacheControl(res), url).toBeUndefined();
    }
  });

  it("non-JSON answers keep their route's caching, signed in or not", async () => {
    const robots = await admin.get('/robots.txt');
    expectStatus(robots, 200);
    // Built from the Host (no PUBLIC_URL): the client's own cache only (seo.test.ts).
    expect(cacheControl(robots)).toBe('private, max-age=3600');
    const sticker = await create(admin, 'stickers', {
      sticker: { name: 'Cached', image: dataUrl('image/png', PNG_1X1) },
    });
    const image = await admin.get(sticker.image_url);
    expectStatus(image, 200);
    expect(cacheControl(image)).toBe('private, max-age=31536000, immutable');
  });
});
