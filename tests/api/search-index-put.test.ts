import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { searchIndexRepository } from '../../src/server/repositories/search-index';
import { searchPendingRepository } from '../../src/server/repositories/search-pending';
import type { IndexedEntry } from '../../src/server/search/search-entry';
import { createTestDatabase, currentTemplate } from './support/test-database';

// Putting search entries: only what differs is written, and only entries whose words changed
// wait for the word index, holding the words it has meanwhile, on both databases.

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase(currentTemplate());
  drop = database.drop;
  db = openDatabase(database.url).db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

const entry = (recordId: number, over: Partial<IndexedEntry> = {}): IndexedEntry => ({
  resource: 'clients',
  record_id: recordId,
  opens_id: null,
  title: `Client ${recordId}`,
  title_key: `client ${recordId}`,
  words: 'alpha beta',
  text: 'Alpha, beta.',
  ...over,
});
const put = (...entries: IndexedEntry[]) => searchIndexRepository(db).put(entries);
const stored = (recordId: number) =>
  db
    .selectFrom('search_entries')
    .select(['id', 'opens_id', 'title', 'title_key', 'words', 'text'])
    .where('resource', '=', 'clients')
    .where('record_id', '=', recordId)
    .executeTakeFirstOrThrow();
const taken = async () =>
  (await db.transaction().execute((trx) => searchPendingRepository(trx).take(100))).sort(
    (a, b) => a.entry_id - b.entry_id,
  );

describe('putting search entries', () => {
  it('writes a new entry and leaves it for the word index, holding nothing yet', async () => {
    await put(entry(9001), entry(9002, { opens_id: 7 }));
    const [a, b] = [await stored(9001), await stored(9002)];
    expect(Number(b.opens_id)).toBe(7);
    expect(await taken()).toEqual([
      { entry_id: Number(a.id), title_key: null, words: null },
      { entry_id: Number(b.id), title_key: null, words: null },
    ]);
  });

  it('changes only what differs, and waits for the index only when the words did', async () => {
    await put(entry(9011), entry(9012), entry(9013));
    await taken();
    const ids = [Number((await stored(9011)).id), Number((await stored(9012)).id)];
    await put(
      entry(9011, { text: 'Alpha; beta!' }), // the same words, another excerpt
      entry(9012, { words: 'alpha gamma' }),
      entry(9013), // nothing new
    );
    expect((await stored(9011)).text).toBe('Alpha; beta!');
    expect((await stored(9012)).words).toBe('alpha gamma');
    expect(Number((await stored(9011)).id)).toBe(ids[0]);
    // The index still holds the words it had: those are what it must take away.
    expect(await taken()).toEqual([
      { entry_id: ids[1], title_key: 'client 9012', words: 'alpha beta' },
    ]);
  });

  it('keeps what an entry already waiting holds, when it changes again first', async () => {
    await put(entry(9021));
    await taken();
    await put(entry(9021, { title: 'Renamed', title_key: 'renamed' }));
    await put(entry(9021, { title: 'Renamed again', title_key: 'renamed again' }));
    const { id, title_key } = await stored(9021);
    expect(title_key).toBe('renamed again');
    expect(await taken()).toEqual([
      { entry_id: Number(id), title_key: 'client 9021', words: 'alpha beta' },
    ]);
  });
});
