import { describe, expect, it } from 'vitest';
import { RECENT_MAX, readRecent, recentKey, rememberRecent } from './recent-records';

/** An in-memory Storage, as a browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const client = (id: number, title = `Client ${id}`) => ({
  resource: 'clients',
  id,
  title,
  url: `/dashboard/clients/${id}`,
});

describe('recent records', () => {
  it('keeps each user’s own list, newest first, each record once', () => {
    const store = memoryStorage();
    rememberRecent(1, client(1), store);
    rememberRecent(1, client(2), store);
    rememberRecent(2, client(9), store);
    rememberRecent(1, client(1, 'Client 1, renamed'), store);
    expect(readRecent(1, store)).toEqual([client(1, 'Client 1, renamed'), client(2)]);
    expect(readRecent(2, store)).toEqual([client(9)]);
    expect(readRecent(3, store)).toEqual([]);
  });

  it('tells records of different resources with the same id apart', () => {
    const store = memoryStorage();
    rememberRecent(1, client(4), store);
    const note = { resource: 'notes', id: 4, title: 'Note', url: '/dashboard/notes/4' };
    expect(rememberRecent(1, note, store)).toEqual([note, client(4)]);
  });

  it(`keeps the ${RECENT_MAX} newest`, () => {
    const store = memoryStorage();
    for (let id = 1; id <= RECENT_MAX + 3; id += 1) rememberRecent(1, client(id), store);
    const ids = readRecent(1, store).map((r) => r.id);
    expect(ids).toHaveLength(RECENT_MAX);
    expect(ids[0]).toBe(RECENT_MAX + 3);
    expect(ids.at(-1)).toBe(4);
  });

  it('reads what is not a list of dashboard records as nothing, and drops bad entries', () => {
    const store = memoryStorage();
    store.setItem(recentKey(1), 'not JSON');
    expect(readRecent(1, store)).toEqual([]);
    store.setItem(recentKey(1), JSON.stringify({ id: 1 }));
    expect(readRecent(1, store)).toEqual([]);
    const outside = { ...client(2), url: 'javascript:alert(1)' };
    store.setItem(recentKey(1), JSON.stringify([client(1), outside, { id: 3 }, null]));
    expect(readRecent(1, store)).toEqual([client(1)]);
  });

  it('forgets nothing else when the storage refuses to write, and works without one', () => {
    const store = memoryStorage();
    rememberRecent(1, client(1), store);
    store.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(rememberRecent(1, client(2), store)).toEqual([client(2), client(1)]);
    expect(readRecent(1, store)).toEqual([client(1)]);
    expect(rememberRecent(1, client(3), null)).toEqual([client(3)]);
    expect(readRecent(1, null)).toEqual([]);
  });
});
