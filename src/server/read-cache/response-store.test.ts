import { describe, expect, it } from 'vitest';
import { etagOf, responseStore } from './response-store';

const answer = (text: string) => {
  const body = Buffer.from(text);
  return { body, etag: etagOf(body), headers: {} };
};

describe('responseStore', () => {
  it('returns an entry only while every table it was built from is at the same version', () => {
    const store = responseStore();
    store.set('clients', ['clients', 'projects'], { clients: 1, projects: 4 }, answer('[1]'));
    expect(store.get('clients', { clients: 1, projects: 4, fundings: 9 })?.body.toString()).toBe(
      '[1]',
    );
    expect(store.get('clients', { clients: 1, projects: 5 })).toBeUndefined();
    // A failed check drops the entry: it stays gone when the version would match again.
    expect(store.get('clients', { clients: 1, projects: 4 })).toBeUndefined();
  });

  it('treats a change to every table (ALL) as a change to each', () => {
    const store = responseStore();
    store.set('pages', ['pages'], { pages: 2 }, answer('[]'));
    expect(store.get('pages', { pages: 2, '*': 1 })).toBeUndefined();
  });

  it('evicts by table, and the least recently used past its bounds', () => {
    const store = responseStore({ maxEntries: 2 });
    store.set('a', ['pages'], {}, answer('a'));
    store.set('b', ['clients'], {}, answer('b'));
    store.get('a', {});
    store.set('c', ['clients'], {}, answer('c'));
    expect(store.get('b', {})).toBeUndefined();
    expect(store.get('a', {})?.body.toString()).toBe('a');
    store.evict(['clients']);
    expect(store.get('c', {})).toBeUndefined();
    expect(store.size).toBe(1);
  });

  it('an ETag is the hash of the body', () => {
    expect(etagOf('[1]')).toBe(etagOf('[1]'));
    expect(etagOf('[1]')).not.toBe(etagOf('[2]'));
  });
});
