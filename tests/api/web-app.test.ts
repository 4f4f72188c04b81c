import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

// A stand-in build: the server's serving rules, not the real bundle, are under test here.
const root = mkdtempSync(join(tmpdir(), 'web-root-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
// The build's pre-compressed copy, as scripts/compress-build.ts writes it.
writeFileSync(join(root, 'index.html.br'), brotliCompressSync('<!doctype html><title>app</title>'));
writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, root);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  it('serves index.html at / and for unknown paths that accept HTML, never cached stale', async () => {
    for (const url of ['/', '/dashboard/clients/3', '/some-page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>app</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the pre-compressed copy to browsers, still never cached stale', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about',
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
