import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../shared/history';
import { historyKey, historyReducer, loadActivity, loadRecordHistory } from './history-slice';

const entry = (id: number): HistoryEntry => ({
  id,
  at: '2026-11-25T10:00:00.000Z',
  actor: 'chief',
  action: 'update',
  resource: 'clients',
  record_id: 3,
  parent: null,
  title: 'Acme',
  changes: [],
  address: null,
  import: null,
});

const answer = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers });

const makeStore = () => configureStore({ reducer: { history: historyReducer } });

afterEach(() => vi.unstubAllGlobals());

describe('the history slice', () => {
  it('keeps one feed per record and pages it with the cursor', async () => {
    const mock = vi
      .fn()
      .mockResolvedValueOnce(answer([entry(9), entry(8)], { 'X-Next-Cursor': 'c8' }))
      .mockResolvedValueOnce(answer([entry(7)]));
    vi.stubGlobal('fetch', mock);
    const store = makeStore();
    await store.dispatch(loadRecordHistory({ resource: 'clients', id: 3 }));
    expect(mock.mock.calls[0]?.[0]).toBe('/api/v1/clients/3/history?limit=20');
    expect(store.getState().history.records[historyKey('clients', 3)]).toMatchObject({
      next: 'c8',
      loading: false,
    });

    await store.dispatch(loadRecordHistory({ resource: 'clients', id: 3, after: 'c8' }));
    expect(mock.mock.calls[1]?.[0]).toBe('/api/v1/clients/3/history?limit=20&after=c8');
    const feed = store.getState().history.records['clients/3'];
    expect(feed?.items.map((e) => e.id)).toEqual([9, 8, 7]);
    expect(feed?.next).toBeNull();
    expect(store.getState().history.records['clients/4']).toBeUndefined();
  });

  it('reads an account’s history at /users/{id}/history', async () => {
    const mock = vi.fn().mockResolvedValue(answer([]));
    vi.stubGlobal('fetch', mock);
    await makeStore().dispatch(loadRecordHistory({ resource: 'users', id: 2 }));
    expect(mock.mock.calls[0]?.[0]).toBe('/api/v1/users/2/history?limit=20');
  });

  it('sends only the activity filters that are set', async () => {
    const mock = vi.fn().mockResolvedValue(answer([entry(1)]));
    vi.stubGlobal('fetch', mock);
    const store = makeStore();
    await store.dispatch(
      loadActivity({ user: 'chief', resource: '', action: 'delete', from: '2026-11-01', to: '' }),
    );
    expect(mock.mock.calls[0]?.[0]).toBe(
      '/api/v1/activity?user=chief&action=delete&from=2026-11-01&limit=50',
    );
    expect(store.getState().history.activity.items).toEqual([entry(1)]);
  });

  it('keeps a failure’s message on the feed it belongs to', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ message: 'Forbidden' }, {}, 403)));
    const store = makeStore();
    await store.dispatch(loadRecordHistory({ resource: 'users', id: 2 }));
    expect(store.getState().history.records['users/2']).toMatchObject({
      error: 'Forbidden',
      loading: false,
    });
    expect(store.getState().history.activity.error).toBeNull();
  });
});
