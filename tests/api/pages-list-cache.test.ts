import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

// The public page list is kept serialized for a moment; no write may ever be hidden by it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const titles = async () => {
  const res = await (await t.as('anonymous')).get('/api/v1/pages?limit=10');
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return {
    titles: (res.json() as { title: string }[]).map((p) => p.title),
    total: res.headers['x-total-count'],
  };
};

describe('the cached page list', () => {
  it('answers the same JSON twice, then shows every create, edit and delete at once', async () => {
    const admin = await t.as('admin');
    const first = await admin.post('/api/v1/pages', { page: { title: 'One', content: 'a' } });
    expect(await titles()).toEqual({ titles: ['One'], total: '1' });
    expect(await titles()).toEqual({ titles: ['One'], total: '1' });

    await admin.post('/api/v1/pages', { page: { title: 'Two', content: 'b' } });
    expect(await titles()).toEqual({ titles: ['Two', 'One'], total: '2' });

    await admin.put(`/api/v1/pages/${first.json().id}`, { page: { title: 'One, edited' } });
    expect((await titles()).titles).toEqual(['Two', 'One, edited']);

    await admin.delete(`/api/v1/pages/${first.json().id}`);
    expect(await titles()).toEqual({ titles: ['Two'], total: '1' });
  });

  it('keeps queries apart', async () => {
    const anon = await t.as('anonymous');
    const all = await anon.get('/api/v1/pages');
    const none = await anon.get('/api/v1/pages?q=no-such-title');
    expect(all.json()).toHaveLength(1);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });
});
