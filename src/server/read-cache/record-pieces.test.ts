import { describe, expect, it } from 'vitest';
import { pieceStore, recordPieces } from './record-pieces';
import { ALL } from './versions';

const show = (entities: unknown[]) => entities;

describe('recordPieces', () => {
  it('keeps a record’s piece by its id and version, and makes it again at another version', () => {
    const store = pieceStore();
    const pieces = recordPieces(store, '/clients', {}, { clients: 1 }, show);
    expect(pieces.warm).toBe(false);
    expect(pieces.make([{ id: 1, version: 1 }], [{ id: 1, name: 'A' }])).toEqual([
      '{"id":1,"name":"A"}',
    ]);
    const later = recordPieces(store, '/clients', {}, { clients: 2 }, show);
    expect(later.warm).toBe(true);
    expect(later.kept({ id: 1, version: 1 })).toBe('{"id":1,"name":"A"}');
    expect(later.kept({ id: 1, version: 2 })).toBeUndefined();
    expect(
      recordPieces(store, '/notes', {}, { clients: 2 }, show).kept({ id: 1, version: 1 }),
    ).toBeUndefined();
  });

  it('keeps nothing across a change to a table the records embed, or to every table', () => {
    const store = pieceStore();
    recordPieces(store, '/clients', { embedTables: ['projects'] }, { projects: 4 }, show).make(
      [{ id: 1, version: 1 }],
      [{ id: 1 }],
    );
    const changes: Record<string, number>[] = [{ projects: 5 }, { projects: 4, [ALL]: 1 }];
    for (const versions of changes) {
      const pieces = recordPieces(store, '/clients', { embedTables: ['projects'] }, versions, show);
      expect(pieces.warm).toBe(false);
      expect(pieces.kept({ id: 1, version: 1 })).toBeUndefined();
    }
  });

  it('keys a piece by the unversioned columns too (a section’s index, shifted by its siblings)', () => {
    const store = pieceStore();
    const pieces = recordPieces(store, '/sections', { unversioned: ['index'] }, {}, show);
    pieces.make([{ id: 1, version: 1, index: 0 }], [{ id: 1, index: 0 }]);
    expect(pieces.kept({ id: 1, version: 1, index: 0 })).toBe('{"id":1,"index":0}');
    expect(pieces.kept({ id: 1, version: 1, index: 1 })).toBeUndefined();
  });

  it('keeps nothing when the cache is bypassed (no versions), but still makes the pieces', () => {
    const store = pieceStore();
    const pieces = recordPieces(store, '/clients', {}, undefined, show);
    expect(pieces.make([{ id: 1, version: 1 }], [{ id: 1 }])).toEqual(['{"id":1}']);
    expect(store.size).toBe(0);
    expect(pieces.warm).toBe(false);
  });

  it('drops the oldest pieces past its bounds, and everything on clear', () => {
    const store = pieceStore({ maxEntries: 2 });
    const pieces = recordPieces(store, '/clients', {}, {}, show);
    pieces.make(
      [1, 2, 3].map((id) => ({ id, version: 1 })),
      [1, 2, 3].map((id) => ({ id })),
    );
    expect(store.size).toBe(2);
    expect(pieces.kept({ id: 1, version: 1 })).toBeUndefined();
    expect(pieces.kept({ id: 3, version: 1 })).toBe('{"id":3}');
    expect(store.made).toBe(3);
    store.clear();
    expect(store.size).toBe(0);
    expect(recordPieces(store, '/clients', {}, {}, show).warm).toBe(false);
  });
});
