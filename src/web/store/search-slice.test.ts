import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../shared/search';
import { searchReducer, searchRecords } from './search-slice';

const hit = (id: number, title = `Client ${id}`): SearchHit => ({
  resource: 'clients',
  id,
  title,
  excerpt: '',
  url: `/dashboard/clients/${id}`,
});

const makeStore = () => configureStore({ reducer: { search: searchReducer } });

afterEach(() => vi.unstubAllGlobals());

describe('the search slice', () => {
  it('asks GET /search with the query and the default limit, and keeps the hits for it', async () => {
    const mock = vi.fn().mockResolvedValue(new Response(JSON.stringify([hit(1)])));
    vi.stubGlobal('fetch', mock);
    const store = makeStore();
    await store.dispatch(searchRecords('north wind'));
    expect(mock.mock.calls[0]?.[0]).toBe('/api/v1/search?q=north+wind&limit=20');
    expect(store.getState().search).toMatchObject({
      query: 'north wind',
      hits: [hit(1)],
      loading: false,
      error: null,
    });
  });

  it('keeps the server’s words when the search fails', async () => {
    const body = JSON.stringify({ message: 'You do not have permission' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status: 403 })));
    const store = makeStore();
    await store.dispatch(searchRecords('x'));
    expect(store.getState().search).toMatchObject({
      query: 'x',
      hits: [],
      loading: false,
      error: 'You do not have permission',
    });
  });

  it('drops an older answer that arrives after a newer request started', () => {
    let state = searchReducer(undefined, searchRecords.pending('old', 'no'));
    state = searchReducer(state, searchRecords.pending('new', 'north'));
    state = searchReducer(state, searchRecords.fulfilled([hit(1, 'Nobody')], 'old', 'no'));
    expect(state).toMatchObject({ query: 'north', hits: [], loading: true });
    state = searchReducer(state, searchRecords.rejected(null, 'old', 'no', 'Failed'));
    expect(state.error).toBeNull();
    state = searchReducer(state, searchRecords.fulfilled([hit(2, 'North')], 'new', 'north'));
    expect(state).toMatchObject({ query: 'north', hits: [hit(2, 'North')], loading: false });
  });

  it('forgets a search that was aborted: no hits, no error, no query', () => {
    let state = searchReducer(undefined, searchRecords.pending('one', 'nor'));
    const aborted = searchRecords.rejected(new DOMException('aborted', 'AbortError'), 'one', 'nor');
    aborted.meta.aborted = true;
    state = searchReducer(state, aborted);
    expect(state).toEqual({ query: '', hits: [], loading: false, error: null, requestId: null });
  });
});
