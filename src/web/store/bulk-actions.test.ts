import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkDelete, collectMatching } from './bulk-actions';
import { resourceReducers } from './resources';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });
const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i }));

function stub(...responses: Response[]) {
  const mock = vi.fn();
  for (const response of responses) mock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', mock);
  return mock;
}

const makeStore = () => configureStore({ reducer: resourceReducers });

afterEach(() => vi.unstubAllGlobals());

describe('bulk actions', () => {
  it('collects the matching ids page by page with the search, up to 1000, and the total', async () => {
    const mock = stub(
      answer(200, rows(1, 500), { 'X-Total-Count': '1200' }),
      answer(200, rows(501, 500), { 'X-Total-Count': '1200' }),
    );
    const result = await makeStore().dispatch(
      collectMatching({ resource: 'clients', query: { q: 'acme' } }),
    );
    expect(mock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/v1/clients?q=acme&limit=500&offset=0',
      '/api/v1/clients?q=acme&limit=500&offset=500',
    ]);
    expect(result.payload).toMatchObject({ total: 1200 });
    expect((result.payload as { ids: number[] }).ids).toHaveLength(1000);
  });

  it('stops at the last page', async () => {
    const mock = stub(answer(200, rows(1, 30), { 'X-Total-Count': '30' }));
    const result = await makeStore().dispatch(collectMatching({ resource: 'notes', query: {} }));
    expect(mock).toHaveBeenCalledTimes(1);
    expect(result.payload).toEqual({ ids: rows(1, 30).map((r) => r.id), total: 30 });
  });

  it('a delete loads the resource’s list again; a 422 rejects with the id it names', async () => {
    const store = makeStore();
    stub(answer(200, { ids: [1, 2] }));
    await store.dispatch(bulkDelete({ resource: 'clients', ids: [1, 2] }));
    expect(store.getState().clients.revision).toBe(1);
    expect(store.getState().projects.revision).toBe(0);

    stub(
      answer(422, {
        message: 'Validation failed',
        errors: { ids: ['999 is not a client (nothing was changed)'] },
      }),
    );
    const refused = await store.dispatch(bulkDelete({ resource: 'clients', ids: [999] }));
    expect(refused.payload).toBe('999 is not a client (nothing was changed)');
    expect(store.getState().clients.revision).toBe(1);
  });
});
