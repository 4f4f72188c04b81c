import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectInvalid, expectStatus, getJson } from './support/api';
import { pagesRepository } from '../../src/server/repositories/pages';

// Pages are drafts or published, maybe from a later time: who is not staff sees only what is
// published and due, in every public answer; a page's address is a slug made from its title.

let t: TestApp;
let admin: ApiClient;
let visitor: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  visitor = await t.as('anonymous');
});
afterAll(() => t.close());

const titles = (items: { title: string }[]) => items.map((p) => p.title);
const later = () => new Date(Date.now() + 60 * 60_000).toISOString();

describe('drafts and scheduled pages', () => {
  it('a draft or a scheduled page is staff-only: 404 and absent from the public list and CSV', async () => {
    const draft = await create(admin, 'pages', {
      page: { title: 'Secret draft', status: 'draft' },
    });
    const scheduled = await create(admin, 'pages', {
      page: { title: 'Monday launch', publish_at: later() },
    });
    const live = await create(admin, 'pages', { page: { title: 'Out now' } });
    expect([draft.state, scheduled.state, live.state]).toEqual(['draft', 'scheduled', 'published']);

    for (const hidden of [draft, scheduled]) {
      expectStatus(await visitor.get(`${API}/pages/${hidden.id}`), 404);
      expectStatus(await admin.get(`${API}/pages/${hidden.id}`), 200);
    }
    const publicList = titles(await getJson(visitor, `${API}/pages?limit=500`));
    expect(publicList).toContain('Out now');
    expect(publicList).not.toContain('Secret draft');
    expect(publicList).not.toContain('Monday launch');
    const csv = (await visitor.get(`${API}/pages.csv`)).body;
    expect(csv).toContain('Out now');
    expect(csv).not.toContain('Secret draft');
    expect(csv).not.toContain('Monday launch');
    const sitemap = (await visitor.get('/sitemap.xml')).body;
    expect(sitemap).not.toContain(`/${draft.id}<`);
    expect(sitemap).not.toContain(`/${scheduled.id}<`);
  });

  it('staff see every page and narrow the list by ?status=; the public cannot', async () => {
    await create(admin, 'pages', { page: { title: 'Status draft', status: 'draft' } });
    await create(admin, 'pages', { page: { title: 'Status scheduled', publish_at: later() } });
    const by = async (c: ApiClient, status: string) =>
      titles(await getJson(c, `${API}/pages?limit=500&status=${status}`));
    expect(await by(admin, 'draft')).toContain('Status draft');
    expect(await by(admin, 'draft')).not.toContain('Status scheduled');
    expect(await by(admin, 'scheduled')).toEqual(expect.arrayContaining(['Status scheduled']));
    expect(await by(admin, 'published')).not.toContain('Status draft');
    expect(titles(await getJson(admin, `${API}/pages?limit=500`))).toEqual(
      expect.arrayContaining(['Status draft', 'Status scheduled']),
    );
    expect(await by(visitor, 'draft')).not.toContain('Status draft');
    expectInvalid(await admin.get(`${API}/pages?status=hidden`), 'status');
  });

  it('publishing a draft shows it to the public at once, through the cache', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Soon public', status: 'draft' } });
    expectStatus(await visitor.get(`${API}/pages/${page.id}`), 404);
    const res = await admin.put(`${API}/pages/${page.id}`, { page: { status: 'published' } });
    expectStatus(res, 200);
    expect(res.json().state).toBe('published');
    expectStatus(await visitor.get(`${API}/pages/${page.id}`), 200);
    expect(titles(await getJson(visitor, `${API}/pages?limit=500`))).toContain('Soon public');
  });

  it('refuses a publish_at that is not a date and time', async () => {
    expectInvalid(
      await admin.post(`${API}/pages`, { page: { title: 'Bad time', publish_at: 'Monday 9:00' } }),
      'publish_at',
    );
  });
});

describe('slugs', () => {
  it('are made from the title, accents folded, and numbered when taken', async () => {
    const a = await create(admin, 'pages', { page: { title: 'Café opening 2027' } });
    const b = await create(admin, 'pages', { page: { title: 'Café Opening 2027!' } });
    expect(a.slug).toBe('cafe-opening-2027');
    expect(b.slug).toBe('cafe-opening-2027-2');
  });

  it('may be chosen, must be free and well formed, and a changed one is kept to redirect', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Renamed post' } });
    const other = await create(admin, 'pages', { page: { title: 'Other post' } });
    expectInvalid(
      await admin.put(`${API}/pages/${page.id}`, { page: { slug: other.slug } }),
      'slug',
    );
    expectInvalid(await admin.put(`${API}/pages/${page.id}`, { page: { slug: 'Not OK' } }), 'slug');
    // /2027 is the page whose id is 2027.
    expectInvalid(await admin.put(`${API}/pages/${page.id}`, { page: { slug: '2027' } }), 'slug');
    const res = await admin.put(`${API}/pages/${page.id}`, { page: { slug: 'a-better-address' } });
    expectStatus(res, 200);
    expect(res.json().slug).toBe('a-better-address');
    const former = await t.db
      .selectFrom('page_slugs')
      .selectAll()
      .where('page_id', '=', page.id)
      .execute();
    expect(former.map((f) => f.slug)).toEqual(['renamed-post']);
    // The former slug is no one else's to take.
    const taker = await admin.post(`${API}/pages`, {
      page: { title: 'Taker', slug: 'renamed-post' },
    });
    expectInvalid(taker, 'slug');
  });
});

describe('the scheduled pages check', () => {
  // PostgreSQL's statement trigger moves a table's version for an UPDATE of no rows too: the
  // check that runs each second must not write when nothing fell due, or every cached answer
  // about pages would be built again each second.
  it.runIf(process.env.TEST_DIALECT === 'postgres')(
    'writes nothing when no page fell due, and moves the version when one did',
    async () => {
      const version = async () =>
        Number(
          (
            await t.db
              .selectFrom('table_versions')
              .select((e) => e.fn.sum<number>('version').as('v'))
              .where('table_name', '=', 'pages')
              .executeTakeFirstOrThrow()
          ).v,
        );
      const before = await version();
      expect(await pagesRepository(t.db).touchDue(1, 2)).toBe(0);
      expect(await version()).toBe(before);
      const soon = await create(admin, 'pages', {
        page: { title: 'Due now', publish_at: new Date(Date.now() + 50).toISOString() },
      });
      const after = await version();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const due = Date.parse(soon.publish_at);
      expect(await pagesRepository(t.db).touchDue(due - 1, due)).toBe(1);
      expect(await version()).toBeGreaterThan(after);
    },
  );
});
