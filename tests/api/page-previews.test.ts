import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectStatus } from './support/api';

// A stand-in build: the shell with a head, and the site's not-found document.
const root = mkdtempSync(join(tmpdir(), 'preview-root-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>app</title></head>');
mkdirSync(join(root, 'prerendered'));
writeFileSync(join(root, 'prerendered', '404.html'), '<!doctype html><title>not found</title>');

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://example.com' }, root);
  admin = await t.as('admin');
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const html = { accept: 'text/html' };
const draft = (title: string) =>
  create(admin, 'pages', { page: { title, content: `${title} text`, status: 'draft' } });

/** A new link of the page: its token, from the answer's absolute URL. */
async function link(pageId: number): Promise<{ token: string; url: string; expires_at: string }> {
  const res = await admin.post(`${API}/pages/${pageId}/preview`);
  expectStatus(res, 201);
  const body = res.json();
  const token = /^https:\/\/example\.com\/preview\/([A-Za-z0-9_-]{43})$/.exec(body.url)?.[1];
  expect(token, body.url).toBeDefined();
  return { ...body, token: token! };
}

const openApi = (token: string) => t.client().get(`${API}/previews/${token}`);
const openHtml = (token: string) =>
  t.app.inject({ method: 'GET', url: `/preview/${token}`, headers: html });

describe('preview links', () => {
  it('a link shows its draft to anyone for 7 days, never cached, not indexed', async () => {
    const page = await draft('Launch post');
    const before = Date.now();
    const { token, expires_at } = await link(page.id);
    const days = (Date.parse(expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(7 - 1 / 1440);
    expect(days).toBeLessThanOrEqual(7 + 1 / 1440);
    // The draft itself stays hidden from visitors.
    expectStatus(await t.client().get(`${API}/pages/${page.id}`), 404);

    const res = await openApi(token);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({
      id: page.id,
      title: 'Launch post',
      content: 'Launch post text',
      state: 'draft',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');

    const doc = await openHtml(token);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toMatch(/^text\/html/);
    expect(doc.headers['x-robots-tag']).toBe('noindex');
    expect(doc.body).toContain('<head><meta name="robots" content="noindex"><title>app</title>');
  });

  it('only the hash of a token is stored', async () => {
    const page = await draft('Hashed');
    const { token } = await link(page.id);
    const rows = await t.db
      .selectFrom('page_previews')
      .selectAll()
      .where('page_id', '=', page.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  it('a link shows its own page only', async () => {
    const [a, b] = [await draft('Page A'), await draft('Page B')];
    const { token } = await link(a.id);
    expect((await openApi(token)).json().id).toBe(a.id);
    expect((await openApi(token)).json().id).not.toBe(b.id);
  });

  it('revoking ends every link of that page at once, and no other page’s', async () => {
    const page = await draft('Revoked');
    const other = await draft('Kept');
    const [one, two] = [await link(page.id), await link(page.id)];
    const kept = await link(other.id);
    const res = await admin.delete(`${API}/pages/${page.id}/preview`);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ revoked: 2 });
    for (const { token } of [one, two]) {
      expectStatus(await openApi(token), 404);
      const doc = await openHtml(token);
      expect(doc.statusCode).toBe(404);
      expect(doc.body).toContain('<title>not found</title>');
      expect(doc.headers['x-robots-tag']).toBe('noindex');
    }
    expectStatus(await openApi(kept.token), 200);
    // Nothing left to revoke.
    expect((await admin.delete(`${API}/pages/${page.id}/preview`)).json()).toEqual({ revoked: 0 });
  });

  it('a made-up token is a plain 404, in JSON and in HTML', async () => {
    for (const token of ['A'.repeat(43), 'short', '..%2F1']) {
      expectStatus(await openApi(token), 404);
      const doc = await openHtml(token);
      expect(doc.statusCode).toBe(404);
      expect(doc.body).toContain('<title>not found</title>');
    }
  });

  it('an expired link is a 404', async () => {
    const page = await draft('Expired');
    const { token } = await link(page.id);
    await t.db
      .updateTable('page_previews')
      .set({ expires_at: Date.now() - 1 })
      .where('page_id', '=', page.id)
      .execute();
    expectStatus(await openApi(token), 404);
    expect((await openHtml(token)).statusCode).toBe(404);
  });

  it('only admins make and revoke links; a page that is not there is a 404', async () => {
    const page = await draft('Staff only');
    for (const c of [t.client(), await t.as('user')]) {
      expect((await c.post(`${API}/pages/${page.id}/preview`)).statusCode).toBeGreaterThanOrEqual(
        401,
      );
      expect((await c.delete(`${API}/pages/${page.id}/preview`)).statusCode).toBeGreaterThanOrEqual(
        401,
      );
    }
    expect(
      await t.db.selectFrom('page_previews').selectAll().where('page_id', '=', page.id).execute(),
    ).toEqual([]);
    expectStatus(await admin.post(`${API}/pages/999999/preview`), 404);
    expectStatus(await admin.delete(`${API}/pages/999999/preview`), 404);
  });
});
