import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { create } from './support/api';

// A stand-in build: the server's serving rules, not the real bundle, are under test here.
const root = mkdtempSync(join(tmpdir(), 'web-root-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
// The build's pre-compressed copy, as scripts/compress-build.ts writes it.
writeFileSync(join(root, 'index.html.br'), brotliCompressSync('<!doctype html><title>app</title>'));
writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
// Prerendered routes and not-found pages, as scripts/prerender.ts writes them.
const prerendered = (file: string, title: string) => {
  mkdirSync(join(root, 'prerendered', file, '..'), { recursive: true });
  writeFileSync(join(root, 'prerendered', file), `<!doctype html><title>${title}</title>`);
};
prerendered('index.html', 'home');
prerendered('services/index.html', 'services');
prerendered('404.html', 'not found');
prerendered('services/404.html', 'not found in services');

let t: TestApp;
let pageId: number;
beforeAll(async () => {
  t = await startTestApp({}, root);
  pageId = (await create(await t.as('admin'), 'pages', { page: { title: 'A page' } })).id;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  it("serves a route's prerendered document, never cached stale", async () => {
    for (const [url, title] of [
      ['/', 'home'],
      ['/services', 'services'],
      ['/services/?ref=x', 'services'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body, url).toContain(`<title>${title}</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the shell for what the browser renders alone: the dashboard, registration, page editing', async () => {
    // A page itself (/{id}, /{slug}) is the shell with its head tags: tests/api/public-pages.test.ts.
    for (const url of ['/dashboard', '/dashboard/clients/3', '/register', `/edit/${pageId}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>app</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers an unknown path with the not-found page and a 404, its section's when it has one", async () => {
    for (const [url, title] of [
      ['/no-such-page', 'not found'],
      ['/people/nobody/at/all', 'not found'],
      [`/${pageId + 1000}`, 'not found'],
      [`/edit/${pageId + 1000}`, 'not found'],
      ['/99999999999', 'not found'],
      [`/0${pageId}`, 'not found'],
      ['/dashboards', 'not found'],
      ['/services/nope', 'not found in services'],
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url, headers: html });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        if (method === 'GET') expect(res.body, url).toContain(`<title>${title}</title>`);
      }
    }
  });

  it('serves the pre-compressed copy to browsers, still never cached stale', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('keeps unknown API paths JSON 404s, even for a browser', async () => {
    for (const url of ['/api/v1/nope', '/api/nope', '/session/nope']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/Not found/);
    }
  });

  it('answers a non-HTML request for an unknown path with JSON 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/nope',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('sends the security headers with every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
