import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { PUBLIC_PATHS } from '../../src/shared/public-routes';
import { people, portfolioCases, services } from '../../src/web/content/company';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'example.test', ...headers } });

/** Every <url> entry of a sitemap: its loc and lastmod. */
function entries(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({ loc, lastmod }),
  );
}

describe('GET /robots.txt', () => {
  it('allows everything but the dashboard, page editing, the API and the mail pages, and names the sitemap', async () => {
    const res = await get('/robots.txt', { host: 'www.example.test:8080' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    // Built from the Host the client sent: no shared cache may hand it to another client.
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /edit',
        'Disallow: /api',
        'Disallow: /forgot-password',
        'Disallow: /reset-password/',
        'Disallow: /invitation/',
        'Disallow: /waitlist/confirm/',
        'Disallow: /waitlist/leave/',
        'Disallow: /confirm-email/',
        '',
        'Sitemap: http://www.example.test:8080/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('is public: anonymous and signed-in clients get the same answer', async () => {
    const admin = await t.as('admin');
    const anonymous = await t.client().get('/robots.txt');
    const signedIn = await admin.get('/robots.txt');
    expect(anonymous.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
  });

  it('never echoes a malformed Host header', async () => {
    const res = await get('/robots.txt', { host: 'evil.test/<x>' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil');
    expect(res.body).toMatch(/^Sitemap: http:\/\/[^/<>\s]+\/sitemap\.xml$/m);
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public routes and every page with its last change, as absolute URLs', async () => {
    const admin = await t.as('admin');
    const created = [];
    for (const title of ['First & <best>', 'Second']) {
      const res = await admin.post('/api/v1/pages', { page: { title, content: 'Body' } });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json() as { id: number; slug: string; updated_at: string });
    }
    // An update moves the page's lastmod.
    const updated = await admin.put(`/api/v1/pages/${created[0]!.id}`, {
      page: { title: 'First, edited' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    created[0] = updated.json();

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);

    const list = entries(res.body);
    const fixed = list.filter((e) => !e.lastmod).map((e) => e.loc);
    expect(fixed).toEqual([
      'http://example.test/',
      'http://example.test/services',
      'http://example.test/services/website-development',
      'http://example.test/services/cctv',
      'http://example.test/services/satellite-tv',
      'http://example.test/portfolio',
      'http://example.test/portfolio/security-system',
      'http://example.test/portfolio/lighting-project',
      'http://example.test/portfolio/member-management',
      'http://example.test/people',
      'http://example.test/people/amara-okafor',
      'http://example.test/people/tomasz-wojcik',
      'http://example.test/people/priya-nair',
      'http://example.test/privacy',
      'http://example.test/contact',
      'http://example.test/login',
    ]);
    // Each page by its address (issue 37: clean URLs), not its id.
    for (const page of created) {
      expect(page.slug).toMatch(/^(first-best|second)$/);
      expect(list).toContainEqual({
        loc: `http://example.test/${page.slug}`,
        lastmod: page.updated_at.replace(/\.\d{3}Z$/, 'Z'),
      });
    }
    // Nothing private, and nothing else.
    expect(list).toHaveLength(PUBLIC_PATHS.length + created.length);
    expect(res.body).not.toMatch(/dashboard|\/edit|\/api/);
  });

  it('uses the protocol and host the client reached (X-Forwarded-* only behind a trusted proxy)', async () => {
    const res = await get('/sitemap.xml', {
      host: 'shop.example.test:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'spoofed.test',
    });
    const locs = entries(res.body).map((e) => e.loc);
    expect(locs[0]).toBe('http://shop.example.test:3000/');
    expect(locs.every((l) => l!.startsWith('http://shop.example.test:3000/'))).toBe(true);
  });

  it('escapes XML and never echoes a malformed Host header', async () => {
    const res = await get('/sitemap.xml', { host: 'a"b<c>&d' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/a"b|<c>|&d/);
    // Every & in the document starts an entity.
    expect(res.body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });
});

describe('GET /favicon.ico', () => {
  it('redirects to the SVG icon the pages link to', async () => {
    const res = await get('/favicon.ico', { accept: 'image/avif,image/webp,*/*' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });
});

describe('src/shared/public-routes.ts', () => {
  it('matches the services, portfolio cases and people of src/web/content/company.ts', () => {
    expect(PUBLIC_PATHS).toEqual([
      '/',
      '/services',
      ...services.map((s) => `/services/${s.slug}`),
      '/portfolio',
      ...portfolioCases.map((c) => `/portfolio/${c.slug}`),
      '/people',
      ...people.map((p) => `/people/${p.slug}`),
      '/privacy',
      '/contact',
      '/login',
    ]);
  });
});

describe('with PUBLIC_URL', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await startTestApp({ PUBLIC_URL: 'https://www.example.com/' });
  });
  afterAll(() => site.close());

  it('robots.txt and sitemap.xml name it whatever the Host, and shared caches may keep them', async () => {
    for (const host of ['evil.test', 'www.example.com']) {
      const robots = await site.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host },
      });
      expect(robots.body).toContain('Sitemap: https://www.example.com/sitemap.xml');
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
      const sitemap = await site.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host },
      });
      expect(entries(sitemap.body).map((e) => e.loc)).toContain('https://www.example.com/');
      expect(sitemap.body).not.toContain('evil.test');
      expect(sitemap.headers['cache-control']).toBe('public, max-age=300');
    }
  });
});
