import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, currentTemplate } from './support/test-database';
import { API, type ApiClient, create, expectStatus, getJson } from './support/api';
import { type Database, inTransaction, openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { resourceService } from '../../src/server/resource-engine/resource-service';
import { clients } from '../../src/server/resources/clients';
import { createAll } from '../../src/server/resource-engine/create-all';
import { searchIndex } from '../../src/server/search/index-entries';
import { indexPendingWords } from '../../src/server/search/word-index';
import type { SearchHit } from '../../src/shared/search';

// A write stores its search entry and leaves its words for the word index, which takes them right
// after the answer, many writes at once (ADR 0034). Nothing may be lost or found late: a search
// indexes what is pending before it reads, and what a stop left is indexed at the next start.

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
const pendingCount = async (db: Database = t.db) =>
  Number(
    (
      await db
        .selectFrom('search_pending')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** The entries the word index holds a given word for: FTS5 on SQLite, postings on PostgreSQL. */
async function indexedWith(word: string, db: Database = t.db): Promise<number[]> {
  if (t.dialect === 'sqlite') {
    const { rows } = await sql<{ id: number }>`select rowid as id from search_fts
      where search_fts match ${`"${word}"`}`.execute(db);
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  }
  const rows = await db
    .selectFrom('search_postings')
    .select('entry_id')
    .where('word', '=', word)
    .execute();
  return rows.map((r) => Number(r.entry_id)).sort((a, b) => a - b);
}
const entryId = async (record: number, db: Database = t.db) =>
  Number(
    (
      await db
        .selectFrom('search_entries')
        .select('id')
        .where('resource', '=', 'clients')
        .where('record_id', '=', record)
        .executeTakeFirstOrThrow()
    ).id,
  );

describe('the word index after a write', () => {
  it('is brought up to date soon after the answer, without a search', async () => {
    const c = await create(admin, 'clients', { client: { organization_name: 'Gullwing Optics' } });
    const id = await entryId(c.id);
    await vi.waitFor(async () => expect(await indexedWith('gullwing')).toEqual([id]), {
      timeout: 10_000,
      interval: 20,
    });
    expect(await pendingCount()).toBe(0);
  });

  it('a search finds a write at once, even while its words still wait', async () => {
    // Written through the engine, with no answer to wake the indexing: the words wait.
    const service = resourceService(t.db, clients);
    const made = await service.create({ organization_name: 'Cormorant Freight' }, { actor: 'x' });
    expect(await pendingCount()).toBeGreaterThan(0);
    expect(await found('cormorant')).toEqual([`clients:${made.entity.id}`]);
    expect(await pendingCount()).toBe(0);

    await service.update(
      Number(made.entity.id),
      { organization_name: 'Petrel Freight' },
      {
        actor: 'x',
      },
    );
    expect(await found('cormorant')).toEqual([]);
    expect(await found('petrel freight')).toEqual([`clients:${made.entity.id}`]);
    await service.remove(Number(made.entity.id), { actor: 'x' });
    expect(await found('petrel')).toEqual([]);
    expect(await indexedWith('petrel')).toEqual([]);
  });

  it('a write that rolls back leaves nothing to index', async () => {
    const before = await pendingCount();
    await expect(
      inTransaction(t.db, async (trx) => {
        await searchIndex(trx).put([
          { resource: 'clients', id: 999_999, title: 'Rolled Back Ltd', text: '' },
        ]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await pendingCount()).toBe(before);
    expect(await found('rolled back')).toEqual([]);
  });

  it('a change the search does not see leaves nothing pending', async () => {
    await indexPendingWords(t.db);
    const c = await create(admin, 'clients', { client: { organization_name: 'Shearwater' } });
    await indexPendingWords(t.db);
    const city = (name: string) => admin.put(`${API}/clients/${c.id}`, { client: { city: name } });
    // A new city is a new word of the entry: pending until indexed. The same in capitals changes
    // the entry's text (its excerpts) but not its words: nothing to index.
    expectStatus(await city('Lerwick'), 200);
    expect(await pendingCount()).toBe(1);
    await indexPendingWords(t.db);
    expectStatus(await city('LERWICK'), 200);
    expect(await pendingCount()).toBe(0);
    expect(await found('lerwick')).toEqual([`clients:${c.id}`]);
  });
});

describe('what a stop left', () => {
  it('is indexed when the server starts again', async () => {
    const service = resourceService(t.db, clients);
    const made = await service.create({ organization_name: 'Razorbill Marine' }, { actor: 'x' });
    expect(await pendingCount()).toBeGreaterThan(0);
    // A second process on the same database, as a restarted server: its start indexes them.
    const other = openDatabase(t.url).db;
    try {
      await migrateToLatest(other);
      expect(await pendingCount(other)).toBe(0);
      expect(await indexedWith('razorbill', other)).toEqual([
        await entryId(Number(made.entity.id)),
      ]);
    } finally {
      await other.destroy();
    }
  });
});

// On a database of their own, with no server beside them to index what they leave.
const bare: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of bare.reverse()) await close();
});
async function bareDatabase(): Promise<{ db: Database; url: string }> {
  const database = await createTestDatabase(currentTemplate());
  const { db } = openDatabase(database.url);
  bare.push(database.drop, () => db.destroy());
  return { db, url: database.url };
}

describe('batches', () => {
  it('indexes the words of many writes in one batch, each entry once', async () => {
    const { db } = await bareDatabase();
    const service = resourceService(db, clients);
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1)
      ids.push(
        Number(
          (await service.create({ organization_name: `Kittiwake ${i}` }, { actor: 'x' })).entity.id,
        ),
      );
    // One renamed twice before its words are indexed: the index goes straight to the last name.
    await service.update(ids[0]!, { organization_name: 'Fulmar 0' }, { actor: 'x' });
    await service.update(ids[0]!, { organization_name: 'Skua 0' }, { actor: 'x' });
    expect(await pendingCount(db)).toBe(30);
    expect(await indexPendingWords(db)).toBe(30);
    expect((await indexedWith('kittiwake', db)).length).toBe(29);
    expect(await indexedWith('fulmar', db)).toEqual([]);
    expect(await indexedWith('skua', db)).toEqual([await entryId(ids[0]!, db)]);
  });
});

describe.runIf(process.env.TEST_DIALECT === 'postgres')('two instances indexing at once', () => {
  it('index each entry once, whichever takes it', async () => {
    const { db, url } = await bareDatabase();
    // More than one batch (500), so that both take some: written as an import writes them.
    const names = Array.from({ length: 600 }, (_, i) => ({ organization_name: `Puffin ${i}` }));
    await inTransaction(db, (trx) =>
      createAll(trx, clients, names, { updated_at: Date.now(), updated_by: 'x' }),
    );
    const second = openDatabase(url).db;
    bare.push(() => second.destroy());
    const [a, b] = await Promise.all([indexPendingWords(db), indexPendingWords(second)]);
    expect(a + b).toBe(600);
    expect((await indexedWith('puffin', db)).length).toBe(600);
    expect(await pendingCount(db)).toBe(0);
  });
});
