import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { type ApiClient, create, dataUrl, PNG_1X1 } from './support/api';

// A stand-in build shaped like the real one: the shell with its head, and prerendered routes.
const build = mkdtempSync(join(tmpdir(), 'public-pages-'));
const root = join(build, 'web');
mkdirSync(root);
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Northwire Systems · Systems that work</title>
    <meta name="description" content="The site's own description." />
    <link rel="alternate" type="application/atom+xml" title="Northwire Systems" href="/feed.xml" />
  </head>
  <body><div id="root"></div></body>
</html>`;
writeFileSync(join(root, 'index.html'), SHELL);
for (const path of ['', 'services', 'privacy', 'portfolio', 'people']) {
  mkdirSync(join(root, 'prerendered', path), { recursive: true });
  writeFileSync(
    join(root, 'prerendered', path, 'index.html'),
    SHELL.replace('<title>', `<title>${path}`),
  );
}
writeFileSync(join(root, 'prerendered', '404.html'), '<!doctype html><title>not found</title>');
// A page's prerendered frame (scripts/prerender.ts): the server writes each page's head into it,
// and the page rendered by the web app's renderer (dist/prerender), here a stand-in of it that
// writes the record's title and content, and fails for a title that says so.
writeFileSync(
  join(root, 'prerendered', 'page.html'),
  SHELL.replace('<div id="root"></div>', '<div id="root"><!--page-markup--></div>'),
);
mkdirSync(join(build, 'prerender'));
writeFileSync(
  join(build, 'prerender', 'entry-prerender.js'),
  `const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export async function renderPage(url, record) {
  if (record.title === 'Cannot be rendered') throw new Error('a renderer that fails');
  return '<article data-url="' + url + '"><h1>' + escape(record.title) + '</h1><p>' + escape(record.content) + '</p></article>';
}`,
);
/** What the stand-in renderer writes for a page at a path. */
const rendered = (path: string, title: string, content = 'Body text.') =>
  `<div id="root"><article data-url="${path}"><h1>${title}</h1><p>${content}</p></article></div>`;

type Page = { id: number; slug: string; state: string; updated_at: string; created_at: string };

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp({}, root);
  admin = await t.as('admin');
});
afterAll(async () => {
  await t.close();
  rmSync(build, { recursive: true, force: true });
});

const HOST = 'example.test';
const get = (url: string, accept?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { host: HOST, ...(accept !== undefined && { accept }) } });
const newPage = (page: Record<string, unknown>) =>
  create<Page>(admin, 'pages', { page: { content: 'Body text.', ...page } });

const documentOf = (html: string) => new JSDOM(html).window.document;
const metaContent = (doc: Document, selector: string) =>
  doc.querySelector(`meta[${selector}]`)?.getAttribute('content');

/** Parses XML strictly (jsdom's DOMParser): a document that is not well-formed throws. */
function parseXml(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) throw new Error(`not well-formed: ${xml}`);
  return doc;
}
const ATOM = 'http://www.w3.org/2005/Atom';
const children = (el: Element, name: string) =>
  [...el.children].filter((c) => c.localName === name && c.namespaceURI === ATOM);
const text = (el: Element, name: string) => children(el, name)[0]?.textContent ?? undefined;

async function publicPlaces(page: Page) {
  const [byId, bySlug, list, feed, sitemap, apiBySlug] = await Promise.all([
    get(`/${page.id}`, '*/*'),
    get(`/${page.slug}`, '*/*'),
    get('/api/v1/pages?limit=100'),
    get('/feed.xml'),
    get('/sitemap.xml'),
    get(`/api/v1/pages-by-slug/${page.slug}`),
  ]);
  return {
    byId: byId.statusCode,
    bySlug: bySlug.statusCode,
    apiBySlug: apiBySlug.statusCode,
    inList: (list.json() as Page[]).some((p) => p.id === page.id),
    inFeed: feed.body.includes(`<id>http://${HOST}/${page.id}</id>`),
    inSitemap: sitemap.body.includes(`<loc>http://${HOST}/${page.slug}</loc>`),
  };
}
const ABSENT = {
  byId: 404,
  bySlug: 404,
  apiBySlug: 404,
  inList: false,
  inFeed: false,
  inSitemap: false,
};
const PRESENT = {
  byId: 200,
  bySlug: 200,
  apiBySlug: 200,
  inList: true,
  inFeed: true,
  inSitemap: true,
};

describe('public documents for any client that takes HTML', () => {
  it('answers curl (*/*), a bare client and text/* with the document; JSON-only clients with JSON', async () => {
    const page = await newPage({ title: 'For curl' });
    for (const url of [
      '/services',
      '/privacy',
      '/portfolio',
      '/people',
      `/${page.id}`,
      `/${page.slug}`,
    ])
      for (const accept of ['*/*', undefined, 'text/*', 'text/html']) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect((await get(url, accept, 'HEAD')).statusCode, `HEAD ${url}`).toBe(200);
      }
    for (const url of ['/no-such-page', '/services/nope', '/99999']) {
      const res = await get(url, '*/*');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
    const json = await get('/services', 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.json().message).toMatch(/Not found/);
    // API paths stay JSON whatever the client takes.
    expect((await get('/api/v1/nope', '*/*')).json().message).toMatch(/Not found/);
  });
});

describe('a page document on the wire', () => {
  it('is compressed for a client that takes br or gzip, and never cached stale', async () => {
    const page = await newPage({ title: 'Compressed' });
    const plain = await get(`/${page.slug}`, '*/*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/${page.slug}`,
        headers: { host: HOST, accept: '*/*', 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe('clean URLs', () => {
  it('serves /{slug} and /{id} alike, naming /{slug} as canonical', async () => {
    const page = await newPage({ title: 'Café opening 2027' });
    expect(page.slug).toBe('cafe-opening-2027');
    for (const url of [`/${page.id}`, '/cafe-opening-2027']) {
      const doc = documentOf((await get(url, '*/*')).body);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), url).toBe(
        `http://${HOST}/cafe-opening-2027`,
      );
      expect(doc.title, url).toBe('Café opening 2027 · Northwire Systems');
      expect(doc.querySelector('#root')?.outerHTML, url).toBe(rendered(url, 'Café opening 2027'));
      // The record the app hydrates the markup from: the API's answer for the page.
      const record = JSON.parse(doc.getElementById('served-page')?.textContent ?? 'null');
      expect(record, url).toEqual((await get('/api/v1/pages-by-slug/cafe-opening-2027')).json());
    }
    const api = await get('/api/v1/pages-by-slug/cafe-opening-2027');
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ id: page.id, slug: 'cafe-opening-2027' });
  });

  it('writes a record that no text of the page can break out of, and the shell if rendering fails', async () => {
    const title = 'Ends </script><script>alert(1)</script> & <!-- here';
    const page = await newPage({ title, content: 'A \u2028 line </body> end.' });
    const doc = documentOf((await get(`/${page.slug}`, '*/*')).body);
    expect(doc.querySelectorAll('script:not([type])')).toHaveLength(0);
    const record = JSON.parse(doc.getElementById('served-page')?.textContent ?? 'null');
    expect(record).toMatchObject({ id: page.id, title, content: 'A \u2028 line </body> end.' });
    expect(doc.querySelector('#root h1')?.textContent).toBe(title);

    const failing = await newPage({ title: 'Cannot be rendered' });
    const res = await get(`/${failing.slug}`, '*/*');
    expect(res.statusCode).toBe(200);
    const shell = documentOf(res.body);
    // The app renders it in the browser, from the API, as it does any other route of the shell.
    expect(shell.querySelector('#root')?.outerHTML).toBe('<div id="root"></div>');
    expect(shell.getElementById('served-page')).toBeNull();
    expect(shell.title).toBe('Cannot be rendered · Northwire Systems');
  });

  it('redirects a former slug (301) to the current one', async () => {
    const page = await newPage({ title: 'Old name' });
    const moved = await admin.put(`/api/v1/pages/${page.id}`, { page: { slug: 'new-name' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await get('/old-name', '*/*');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/new-name');
    expect((await get('/new-name', '*/*')).statusCode).toBe(200);
  });

  it('keeps a draft out of every public place, for visitors and staff alike', async () => {
    const draft = await newPage({ title: 'Secret launch', status: 'draft' });
    expect(draft.state).toBe('draft');
    expect(await publicPlaces(draft)).toEqual(ABSENT);
    // Staff see it in the dashboard, not at its public address.
    const staffDocument = await admin.send({
      method: 'GET',
      url: `/${draft.slug}`,
      headers: { accept: '*/*' },
    });
    expect(staffDocument.statusCode).toBe(404);
    // Its editor opens for staff (the shell), and is the not-found page for anyone else.
    const editor = `/edit/${draft.id}`;
    expect(
      (await admin.send({ method: 'GET', url: editor, headers: { accept: '*/*' } })).statusCode,
    ).toBe(200);
    expect((await get(editor, '*/*')).statusCode).toBe(404);
    // Nor does an old slug of a draft say where it went.
    await admin.put(`/api/v1/pages/${draft.id}`, { page: { slug: 'secret-launch-2' } });
    expect((await get('/secret-launch', '*/*')).statusCode).toBe(404);
  });
});

describe("a page's head", () => {
  it('carries its title, description, canonical, Open Graph, Twitter card and JSON-LD, escaped', async () => {
    const title = 'Tags </script><script>alert(1)</script> & "quotes"';
    const page = await newPage({
      title,
      description: 'A <b>short</b> "summary" & more',
      image: dataUrl('image/png', PNG_1X1),
    });
    const res = await get(`/${page.slug}`, '*/*');
    expect(res.body).not.toContain('<script>alert(1)');
    const doc = documentOf(res.body);
    const url = `http://${HOST}/${page.slug}`;
    expect(doc.title).toBe(`${title} · Northwire Systems`);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaContent(doc, 'name="description"')).toBe('A <b>short</b> "summary" & more');
    expect(metaContent(doc, 'property="og:type"')).toBe('article');
    expect(metaContent(doc, 'property="og:title"')).toBe(title);
    expect(metaContent(doc, 'property="og:description"')).toBe('A <b>short</b> "summary" & more');
    expect(metaContent(doc, 'property="og:url"')).toBe(url);
    const image = metaContent(doc, 'property="og:image"');
    expect(image).toMatch(new RegExp(`^http://${HOST}/api/v1/pages/${page.id}/image\\?v=`));
    expect((await get(image!.slice(`http://${HOST}`.length))).statusCode).toBe(200);
    expect(metaContent(doc, 'name="twitter:card"')).toBe('summary_large_image');
    expect(metaContent(doc, 'name="twitter:title"')).toBe(title);
    expect(metaContent(doc, 'name="twitter:image"')).toBe(image);
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const article = JSON.parse(scripts[0]!.textContent!);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      description: 'A <b>short</b> "summary" & more',
      url,
      image,
      datePublished: page.created_at.replace(/\.\d{3}Z$/, 'Z'),
      dateModified: page.updated_at.replace(/\.\d{3}Z$/, 'Z'),
    });
    // The feed stays linked, once.
    expect(doc.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')).toHaveLength(
      1,
    );
  });

  it('describes a page without a description or cover by an excerpt, with a summary card', async () => {
    const page = await newPage({
      title: 'Plain',
      content: `# Heading\n\nFirst **bold** words. ${'x '.repeat(200)}`,
    });
    const doc = documentOf((await get(`/${page.id}`, '*/*')).body);
    const description = metaContent(doc, 'name="description"')!;
    expect(description.startsWith('First bold words.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(metaContent(doc, 'name="twitter:card"')).toBe('summary');
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
    expect(
      JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!).image,
    ).toBeUndefined();
  });
});

describe('GET /feed.xml', () => {
  it('is an Atom feed (RFC 4287) of the newest published posts, newest first', async () => {
    const older = await newPage({
      title: 'Older & <wiser>',
      publish_at: '2020-01-01T00:00:00.000Z',
    });
    const newer = await newPage({ title: 'Newer', description: 'The newest one.' });
    const res = await get('/feed.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const doc = parseXml(res.body);
    const feed = doc.documentElement;
    expect(feed.localName).toBe('feed');
    expect(feed.namespaceURI).toBe(ATOM);
    // atom:feed: exactly one id, title, updated; an author (here on the feed and every entry).
    for (const name of ['id', 'title', 'updated', 'author'])
      expect(children(feed, name), name).toHaveLength(1);
    expect(text(feed, 'id')).toBe(`http://${HOST}/`);
    expect(text(feed, 'title')).toBe('Northwire Systems');
    expect(text(children(feed, 'author')[0]!, 'name')).toBe('Northwire Systems');
    const links = children(feed, 'link').map((l) => [
      l.getAttribute('rel'),
      l.getAttribute('href'),
    ]);
    expect(links).toContainEqual(['self', `http://${HOST}/feed.xml`]);
    expect(links).toContainEqual(['alternate', `http://${HOST}/`]);
    const entries = children(feed, 'entry');
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.length).toBeLessThanOrEqual(20);
    const dates: number[] = [];
    for (const entry of entries) {
      // atom:entry: one id, title, updated; with no content, an alternate link and a summary.
      for (const name of ['id', 'title', 'updated', 'published', 'summary', 'author', 'link'])
        expect(children(entry, name).length, name).toBeGreaterThanOrEqual(1);
      for (const name of ['updated', 'published'])
        expect(text(entry, name)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(children(entry, 'link')[0]!.getAttribute('rel')).toBe('alternate');
      dates.push(Date.parse(text(entry, 'published')!));
    }
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const byId = (page: Page) =>
      entries.find((e) => text(e, 'id') === `http://${HOST}/${page.id}`)!;
    expect(text(byId(newer), 'summary')).toBe('The newest one.');
    expect(children(byId(newer), 'link')[0]!.getAttribute('href')).toBe(`http://${HOST}/newer`);
    expect(text(byId(older), 'title')).toBe('Older & <wiser>');
    expect(text(byId(older), 'published')).toBe('2020-01-01T00:00:00Z');
    // Revalidated by its ETag.
    const again = await t.app.inject({
      method: 'GET',
      url: '/feed.xml',
      headers: { host: HOST, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('carries at most the 20 newest', async () => {
    for (let i = 0; i < 21; i++) await newPage({ title: `Bulk ${i}` });
    const entries = children(parseXml((await get('/feed.xml')).body).documentElement, 'entry');
    expect(entries).toHaveLength(20);
    expect(text(entries[0]!, 'title')).toBe('Bulk 20');
  });
});

describe('a scheduled post', () => {
  it('appears by itself at its time in the page, the list, the feed and the sitemap', async () => {
    const at = Date.now() + 3_000;
    const page = await newPage({ title: 'Monday launch', publish_at: new Date(at).toISOString() });
    expect(page.state).toBe('scheduled');
    // Fill every cache first: the answers before the time must not outlive it.
    expect(await publicPlaces(page)).toEqual(ABSENT);
    let seen = await publicPlaces(page);
    const deadline = Date.now() + 10_000;
    while (JSON.stringify(seen) !== JSON.stringify(PRESENT) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = await publicPlaces(page);
    }
    expect(seen).toEqual(PRESENT);
    expect(Date.now()).toBeGreaterThanOrEqual(at);
  });
});
