import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, createProject, expectStatus, getJson } from './support/api';
import { searchWordsRepository } from '../../src/server/repositories/search-words';
import type { SearchHit } from '../../src/shared/search';

// What a write leaves out since it was made cheaper (docs/performance.md): the search index is
// written only where a record's words changed, and known words are not inserted again. Each must
// still be exactly right.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const found = async (q: string) =>
  (await getJson<SearchHit[]>(admin, `${API}/search?q=${encodeURIComponent(q)}`)).map(
    (h) => `${h.resource}:${h.id}`,
  );
const entry = (id: number) =>
  t.db
    .selectFrom('search_entries')
    .selectAll()
    .where('resource', '=', 'clients')
    .where('record_id', '=', id)
    .executeTakeFirstOrThrow();

describe('the search index of an update', () => {
  it('a changed word outside the title: found by the new word only, by its title still', async () => {
    const c = await create(admin, 'clients', {
      client: { organization_name: 'Quillfeather Studios', city: 'Mombasa' },
    });
    const before = await entry(c.id);
    expectStatus(await admin.put(`${API}/clients/${c.id}`, { client: { city: 'Kisumu' } }), 200);
    expect(await found('mombasa')).toEqual([]);
    expect(await found('kisumu')).toEqual([`clients:${c.id}`]);
    expect(await found('quillfeather studios')).toEqual([`clients:${c.id}`]);
    // The same entry, rewritten in place.
    expect((await entry(c.id)).id).toBe(before.id);
  });

  it('a change the search does not see leaves the entry alone; a rename moves the title', async () => {
    const c = await create(admin, 'clients', { client: { organization_name: 'Tidewater Ltd' } });
    const project = await createProject(admin, { name: 'Lantern survey', client_id: c.id });
    const before = await entry(c.id);
    expectStatus(
      await admin.put(`${API}/projects/${project.id}`, { project: { name: 'Lantern survey' } }),
      200,
    );
    expect(await entry(c.id)).toEqual(before);
    expectStatus(
      await admin.put(`${API}/clients/${c.id}`, { client: { organization_name: 'Saltmarsh Ltd' } }),
      200,
    );
    expect(await found('tidewater')).toEqual([]);
    expect(await found('saltmarsh ltd')).toEqual([`clients:${c.id}`]);
    expect(await found('saltm')).toEqual([`clients:${c.id}`]);
  });
});

describe('the vocabulary', () => {
  const words = () => searchWordsRepository(t.db);
  const inVocabulary = async (word: string) =>
    (await t.db.selectFrom('search_words').select('word').where('word', '=', word).execute())
      .length === 1;

  it('a word a rolled-back write added is added again by the next write that has it', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await searchWordsRepository(trx).add(['zyxwordrolled']);
        // Seen again in the same transaction: there, but not committed.
        await searchWordsRepository(trx).add(['zyxwordrolled']);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await inVocabulary('zyxwordrolled')).toBe(false);
    await words().add(['zyxwordrolled']);
    expect(await inVocabulary('zyxwordrolled')).toBe(true);
  });

  it('a word already there is not inserted again', async () => {
    await words().add(['zyxwordknown']);
    await words().add(['zyxwordknown']); // found there: known from now on
    let inserts = 0;
    const counted = t.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'InsertQueryNode') inserts += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await searchWordsRepository(counted).add(['zyxwordknown']);
    expect(inserts).toBe(0);
  });
});
