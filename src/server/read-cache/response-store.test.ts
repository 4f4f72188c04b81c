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

describe('responseStore.answer', () => {
  it('builds once for every request at the same versions while the build runs', async () => {
    const store = responseStore();
    let builds = 0;
    let finish: (a: ReturnType<typeof answer>) => void = () => {};
    const build = () => {
      builds += 1;
      return new Promise<ReturnType<typeof answer>>((resolve) => (finish = resolve));
    };
    const versions = { clients: 3 };
    const waiting = [1, 2, 3].map(() => store.answer('clients', ['clients'], versions, build));
    expect(builds).toBe(1);
    finish(answer('[3]'));
    const bodies = (await Promise.all(waiting)).map((a) => a.body.toString());
    expect(bodies).toEqual(['[3]', '[3]', '[3]']);
    // Kept: the next request at those versions builds nothing.
    await store.answer('clients', ['clients'], versions, build);
    expect(builds).toBe(1);
  });

  it('never shares a build across versions, and a failed one is not kept', async () => {
    const store = responseStore();
    let builds = 0;
    const build = (text: string) => async () => ((builds += 1), answer(text));
    const [a, b] = await Promise.all([
      store.answer('clients', ['clients'], { clients: 3 }, build('[3]')),
      store.answer('clients', ['clients'], { clients: 4 }, build('[4]')),
    ]);
    expect([a.body.toString(), b.body.toString(), builds]).toEqual(['[3]', '[4]', 2]);
    const failing = () => Promise.reject(new Error('database gone'));
    await expect(store.answer('pages', ['pages'], {}, failing)).rejects.toThrow('database gone');
    expect(store.get('pages', {})).toBeUndefined();
  });
});
