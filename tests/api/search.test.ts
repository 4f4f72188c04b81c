import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  createNote,
  createProject,
  expectInvalid,
  expectStatus,
  getJson,
} from './support/api';
import type { SearchHit } from '../../src/shared/search';
import { SERVER_RESOURCES } from '../../src/server/resources/registry';
import { fillSearchIndex } from '../../src/server/search/fill-index';

// GET /api/v1/search: one search over the dashboard's records, kept up to date by every write in
// the write's own transaction, on both databases alike.

let t: TestApp;
let admin: ApiClient;
let superuser: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  superuser = await t.as('superuser');
});
afterAll(() => t.close());

const search = (q: string, as: ApiClient = admin, query = '') =>
  getJson<SearchHit[]>(as, `${API}/search?q=${encodeURIComponent(q)}${query}`);
/** The hits as "resource:id", in order. */
const found = async (q: string, as?: ApiClient) =>
  (await search(q, as)).map((h) => `${h.resource}:${h.id}`);
const client = (organization_name: string, more: Record<string, unknown> = {}) =>
  create(admin, 'clients', { client: { organization_name, ...more } });

describe('who may search', () => {
  it('admins and superusers; an ordinary user gets 403, an anonymous caller 401', async () => {
    expectStatus(await (await t.as('anonymous')).get(`${API}/search?q=a`), 401);
    expectStatus(await (await t.as('user')).get(`${API}/search?q=a`), 403);
    expectStatus(await admin.get(`${API}/search?q=a`), 200);
    expectStatus(await superuser.get(`${API}/search?q=a`), 200);
  });

  it('finds accounts by username or email for superusers only', async () => {
    const user = await t.createUser('user', 'quillfeather');
    expect(await found('quillfeather', superuser)).toEqual([`users:${user.id}`]);
    expect(await found('quillfeather@example', superuser)).toEqual([`users:${user.id}`]);
    const [hit] = await search('quillfeather', superuser);
    expect(hit).toMatchObject({ title: 'quillfeather', url: `/dashboard/users/${user.id}` });
    expect(await found('quillfeather', admin)).toEqual([]);
  });
});

describe('matching', () => {
  let northwind: number;
  beforeAll(async () => {
    northwind = (
      await client('Northwind Traders', { city: 'Fresno', email_address: 'ops@nw.test' })
    ).id;
  });

  it('finds word prefixes, in any case, with the dashboard URL that opens the record', async () => {
    for (const q of ['north', 'NORTH', 'trad', 'northwind traders', 'north trad', 'fresno'])
      expect(await found(q), q).toContain(`clients:${northwind}`);
    const [hit] = await search('northwind');
    expect(hit).toEqual({
      resource: 'clients',
      id: northwind,
      title: 'Northwind Traders',
      excerpt: 'ops@nw.test · Fresno',
      url: `/dashboard/clients/${northwind}`,
    });
    // A word's middle is not its start (two letters off is not a typo either).
    expect(await found('rthwind')).toEqual([]);
    expect(await found('northwind fresno lisbon')).toEqual([]);
  });

  it('takes a short word whole when more is typed after it; the last word is a prefix', async () => {
    const pier = (await client('Pier 7 Logistics')).id;
    const hall = (await client('Pier 77 Hall')).id;
    expect(await found('pier 7')).toEqual(
      expect.arrayContaining([`clients:${pier}`, `clients:${hall}`]),
    );
    // "7" followed by another word is the word 7, not every word that starts with 7.
    expect(await found('pier 7 logi')).toEqual([`clients:${pier}`]);
    expect(await found('pier 7 hall')).toEqual([]);
    expect(await found('pier 77 hall')).toEqual([`clients:${hall}`]);
  });

  it('tolerates one letter wrong: missing, extra, changed or two swapped', async () => {
    for (const q of ['nortwind', 'northwinds', 'northwimd', 'nrothwind', 'northwind tradres'])
      expect(await found(q), q).toEqual([`clients:${northwind}`]);
    // Two letters wrong is another word; so is a number a digit away.
    expect(await found('nortwimd')).toEqual([]);
  });

  it('ignores accents and compatibility forms, both ways', async () => {
    const cafe = (await client('Café Crème Société')).id;
    const plain = (await client('Zurich Bakers')).id;
    expect(await found('cafe creme societe')).toEqual([`clients:${cafe}`]);
    expect(await found('CAFÉ')).toEqual([`clients:${cafe}`]);
    expect(await found('zürich')).toEqual([`clients:${plain}`]);
    expect(await found('ｚｕｒｉｃｈ')).toEqual([`clients:${plain}`]);
  });
});

describe('what it finds', () => {
  it('notes by their title and every section’s title and text, kept as sections change', async () => {
    const note = await createNote(admin, {
      title: 'Runbook',
      sections: [
        { title: 'Power', content: 'Check the uninterruptible supply first.' },
        { title: 'Network', content: 'The core switch lives in rack seven.' },
      ],
    });
    const hit = `notes:${note.id}`;
    for (const q of ['runbook', 'power', 'uninterruptible', 'rack seven']) {
      expect(await found(q), q).toEqual([hit]);
    }
    const [result] = await search('uninterruptible');
    expect(result).toMatchObject({ url: `/dashboard/notes/${note.id}`, title: 'Runbook' });
    expect(result!.excerpt).toContain('uninterruptible');

    const [first] = (await getJson(admin, `notes/${note.id}`)).sections;
    expectStatus(
      await admin.put(`${API}/sections/${first.id}`, { section: { content: 'Generator drill' } }),
      200,
    );
    expect(await found('uninterruptible')).toEqual([]);
    expect(await found('generator')).toEqual([hit]);
    const added = await create(admin, 'sections', {
      section: { title: 'Cooling', content: 'Chillers', note_id: note.id },
    });
    expect(await found('chillers')).toEqual([hit]);
    expectStatus(await admin.delete(`${API}/sections/${added.id}`), 200);
    expect(await found('chillers')).toEqual([]);
    expectStatus(
      await admin.put(`${API}/notes/${note.id}`, {
        note: { sections: [{ title: 'Only', content: 'Fibre patching' }] },
      }),
      200,
    );
    expect(await found('rack seven')).toEqual([]);
    expect(await found('fibre patching')).toEqual([hit]);
  });

  it('tasks, which open their project’s screen; pages and the catalog', async () => {
    const project = await createProject(admin, { name: 'Harbour cameras' });
    const task = await create(admin, 'tasks', {
      task: { name: 'Survey the quayside', project_id: project.id },
    });
    expect(await search('quayside')).toEqual([
      {
        resource: 'tasks',
        id: task.id,
        title: 'Survey the quayside',
        excerpt: '',
        url: `/dashboard/projects/${project.id}`,
      },
    ]);
    const page = await create(admin, 'pages', { page: { title: 'Xylograph notes', content: 'x' } });
    expect((await search('xylograph'))[0]!.url).toBe(`/dashboard/pages/edit/${page.id}`);
    const item = await create(admin, 'inventory', {
      item: { name: 'Crimping pliers', specification: 'RJ45', quantity: 1 },
    });
    expect((await search('crimping'))[0]!.url).toBe(`/dashboard/inventory/${item.id}`);
  });

  it('concurrent writes with the same new words all land in the index', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Quokka Quince Quasar ${i}`);
    const made = await Promise.all(names.map((name) => client(name)));
    const ids = (await search('quokka quince quasar', admin, '&limit=50')).map((h) => h.id);
    expect(ids.sort((a, b) => a - b)).toEqual(made.map((c) => c.id).sort((a, b) => a - b));
    expect(await found('quokkas')).toHaveLength(12);
  });

  it('a record renamed is found by its new name only', async () => {
    const renamed = await client('Oldname Holdings');
    expectStatus(
      await admin.put(`${API}/clients/${renamed.id}`, { client: { organization_name: 'Freshly' } }),
      200,
    );
    expect(await found('oldname')).toEqual([]);
    expect(await found('freshly')).toEqual([`clients:${renamed.id}`]);
  });
});

describe('ranking', () => {
  it('the exact title first, then titles that start with q, then the rest by relevance', async () => {
    const inText = await create(admin, 'pages', {
      page: { title: 'Weekly roundup', content: 'We visited Zephyrine yesterday.' },
    });
    const inTitle = await create(admin, 'stickers', {
      sticker: { name: 'Blue zephyrine', quantity: 1 },
    });
    const starts = await create(admin, 'tools', { tool: { name: 'Zephyrine lamp' } });
    const exact = await createProject(admin, { name: 'Zephyrine' });
    expect(await found('zephyrine')).toEqual([
      `projects:${exact.id}`,
      `tools:${starts.id}`,
      `stickers:${inTitle.id}`,
      `pages:${inText.id}`,
    ]);
    // Only a word that starts no indexed word is taken for a typo: "zephyrina" is corrected to
    // what is there, but once it is there it is found as typed, and "zephyrine" is not corrected.
    expect(await found('zephyrina')).toHaveLength(4);
    const other = await create(admin, 'tools', { tool: { name: 'Zephyrina' } });
    expect(await found('zephyrina')).toEqual([`tools:${other.id}`]);
    expect(await found('zephyrine')).not.toContain(`tools:${other.id}`);
  });

  it('several words: those with all of them in the title first, then the newest', async () => {
    const titled = await create(admin, 'tools', { tool: { name: 'Quokka tripod' } });
    const inText = [];
    for (const day of ['Monday', 'Tuesday', 'Wednesday'])
      inText.push(
        await create(admin, 'pages', {
          page: { title: `${day} log`, content: 'The quokka sat on a tripod.' },
        }),
      );
    const pages = inText.map((p) => `pages:${p.id}`).reverse();
    // All four, whether they are fewer than the limit or not.
    expect(await found('tripod quokka')).toEqual([`tools:${titled.id}`, ...pages]);
    const two = await search('tripod quokka', admin, '&limit=2');
    expect(two.map((h) => `${h.resource}:${h.id}`)).toEqual([`tools:${titled.id}`, pages[0]]);
  });

  it('words that hundreds of entries have: the newest first, from the rarest word', async () => {
    // Written directly and indexed at once, as seed:demo does: 300 "Tern" and 250 "Heron".
    const blank = { phone_number: '', email_address: '', country: '', state: '', city: '' };
    const rows = Array.from({ length: 300 }, (_, i) => ({
      ...{ ...blank, street: '' },
      organization_name: `Tern ${i < 250 ? 'Heron ' : ''}Colony ${i}`,
    }));
    await t.db.insertInto('clients').values(rows).execute();
    await fillSearchIndex(t.db, SERVER_RESOURCES);
    const hits = await search('colony heron tern', admin, '&limit=50');
    expect(hits.map((h) => h.title)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Tern Heron Colony ${249 - i}`),
    );
    expect((await search('colony tern', admin, '&limit=5')).map((h) => h.title)).toEqual(
      [299, 298, 297, 296, 295].map((i) => `Tern Colony ${i}`),
    );
  });

  it('limit defaults to 20 and may be up to 50', async () => {
    for (let i = 0; i < 55; i++) await client(`Limitless ${i}`);
    expect(await search('limitless')).toHaveLength(20);
    expect(await search('limitless', admin, '&limit=5')).toHaveLength(5);
    expect(await search('limitless', admin, '&limit=50')).toHaveLength(50);
    // Titles that start with q, in title order: ties are stable.
    const titles = (await search('limitless', admin, '&limit=50')).map((h) => h.title);
    expect(titles).toEqual([...titles].sort());
    for (const limit of ['0', '51', 'x', '1.5'])
      expectInvalid(await admin.get(`${API}/search?q=a&limit=${limit}`), 'limit');
  });
});

describe('what q may be', () => {
  it('1 to 200 characters after trimming, else a 422 that names q', async () => {
    for (const q of ['', '   ', '\t', 'x'.repeat(201)])
      expectInvalid(await admin.get(`${API}/search?q=${encodeURIComponent(q)}`), 'q');
    expectInvalid(await admin.get(`${API}/search`), 'q');
    expectStatus(await admin.get(`${API}/search?q=${'x'.repeat(200)}`), 200);
  });

  it('quotes, operators and symbols of any search syntax are plain text, never a 5xx', async () => {
    const hostile = await client('Quoted "Operator" OR Co');
    const queries = [
      '"',
      "'",
      '*',
      'OR',
      'NOT',
      'AND',
      'NEAR(',
      'a:b',
      '-x',
      '(',
      ')',
      '&|!',
      '\\',
      '%',
      '_',
      '^',
      '😀',
      '👍🏽 north',
      '"north',
      'north*',
      'north"',
      "o'brien",
      '{title}: x',
      'a & b | !c',
      'x:*',
      "'':*",
      '(a OR b)',
      'NEAR(a b, 2)',
      '+a -b',
      'a AND NOT',
      '^title',
      'col:val',
      '\u200b',
      '𝔸𝔹ℂ',
      '%_%',
      '\\x00',
      ' " ',
      '*'.repeat(200),
      'é'.repeat(200),
      'a '.repeat(100),
    ];
    for (const q of queries) {
      const res = await admin.get(`${API}/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
    for (const q of ['"operator"', 'quoted OR', 'operator OR co', 'OR'])
      expect(await found(q), q).toContain(`clients:${hostile.id}`);
    expect(await found('&|!')).toEqual([]);
  });
});

describe('deleted records', () => {
  it('never appear, and come back with a restore from the trash', async () => {
    const gone = await client('Vanishing Acme');
    expectStatus(await admin.delete(`${API}/clients/${gone.id}`), 200);
    expect(await found('vanishing')).toEqual([]);
    expectStatus(await admin.post(`${API}/trash/clients/${gone.id}/restore`), 200);
    expect(await found('vanishing')).toEqual([`clients:${gone.id}`]);
  });

  it('a project’s delete takes its tasks’ entries along; a restore brings them back', async () => {
    const project = await createProject(admin, { name: 'Lighthouse retrofit' });
    const task = await create(admin, 'tasks', {
      task: { name: 'Polish the lighthouse lens', project_id: project.id },
    });
    expect(await found('lighthouse')).toEqual([`projects:${project.id}`, `tasks:${task.id}`]);
    expectStatus(await admin.delete(`${API}/projects/${project.id}`), 200);
    expect(await found('lighthouse')).toEqual([]);
    expectStatus(await admin.post(`${API}/trash/projects/${project.id}/restore`), 200);
    expect(await found('lighthouse')).toEqual([`projects:${project.id}`, `tasks:${task.id}`]);
  });

  it('a note’s delete takes its entry; bulk deletes and updates go through the same index', async () => {
    const note = await createNote(admin, { title: 'Quartermaster', sections: [{ title: 'Kit' }] });
    expectStatus(await admin.delete(`${API}/notes/${note.id}`), 200);
    expect(await found('quartermaster')).toEqual([]);
    expectStatus(await admin.post(`${API}/trash/notes/${note.id}/restore`), 200);
    expect(await found('quartermaster')).toEqual([`notes:${note.id}`]);

    const a = await client('Bulkhead One');
    const b = await client('Bulkhead Two');
    expectStatus(
      await admin.post(`${API}/clients/bulk-update`, {
        ids: [a.id],
        changes: { client: { organization_name: 'Bulwark One' } },
      }),
      200,
    );
    expect(await found('bulwark')).toEqual([`clients:${a.id}`]);
    expectStatus(await admin.post(`${API}/clients/bulk-delete`, { ids: [a.id, b.id] }), 200);
    expect(await found('bulkhead')).toEqual([]);
    expect(await found('bulwark')).toEqual([]);
  });
});

describe('how it reads', () => {
  it('on PostgreSQL through a pool of its own, planned as its queries are written', async () => {
    if (t.dialect === 'sqlite') {
      expect(t.app.searchDb).toBe(t.app.db);
      return;
    }
    const sorts = async (db: Database) =>
      (await sql<{ enable_sort: string }>`show enable_sort`.execute(db)).rows[0]!.enable_sort;
    expect(await sorts(t.app.searchDb)).toBe('off');
    // The settings reach no other query.
    expect(await sorts(t.app.db)).toBe('on');
  });
});
