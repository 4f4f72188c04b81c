import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrashEntry } from '../../shared/trash';
import { eraseRecord, loadTrash, restoreRecord, trashReducer } from './trash-slice';

const entry = (id: number, resource: TrashEntry['resource'] = 'clients'): TrashEntry => ({
  resource,
  id,
  title: `Record ${id}`,
  deleted_at: '2026-11-25T10:00:00.000Z',
  deleted_by: 'chief',
  took_along: {},
});

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

function stub(...responses: Response[]) {
  const mock = vi.fn();
  for (const response of responses) mock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', mock);
  return mock;
}

const makeStore = () => configureStore({ reducer: { trash: trashReducer } });

afterEach(() => vi.unstubAllGlobals());

describe('the trash slice', () => {
  it('loads a page with its total and next cursor, then appends the next page', async () => {
    const store = makeStore();
    const mock = stub(
      answer(200, [entry(3), entry(2)], { 'X-Total-Count': '3', 'X-Next-Cursor': 'abc' }),
      answer(200, [entry(1)], { 'X-Total-Count': '3' }),
    );
    await store.dispatch(loadTrash({ resource: 'clients' }));
    expect(mock.mock.calls[0]?.[0]).toBe('/api/v1/trash?resource=clients&limit=50');
    expect(store.getState().trash).toMatchObject({ total: 3, next: 'abc', loading: false });

    await store.dispatch(loadTrash({ resource: 'clients', after: 'abc' }));
    expect(mock.mock.calls[1]?.[0]).toBe('/api/v1/trash?resource=clients&limit=50&after=abc');
    const { items, next, loadingMore } = store.getState().trash;
    expect(items.map((e) => e.id)).toEqual([3, 2, 1]);
    expect(next).toBeNull();
    expect(loadingMore).toBe(false);
  });

  it('drops the answer of a request a newer one replaced', () => {
    let state = trashReducer(undefined, loadTrash.pending('old', {}));
    state = trashReducer(state, loadTrash.pending('new', { resource: 'notes' }));
    const page = { items: [entry(9)], total: 1, next: null };
    state = trashReducer(state, loadTrash.fulfilled(page, 'old', {}));
    expect(state.items).toEqual([]);
    expect(state.loading).toBe(true);
    state = trashReducer(state, loadTrash.fulfilled({ ...page, items: [] }, 'new', {}));
    expect(state.loading).toBe(false);
  });

  it('restores with a POST and takes the entry out of the list', async () => {
    const store = makeStore();
    stub(answer(200, [entry(1), entry(2)], { 'X-Total-Count': '2' }));
    await store.dispatch(loadTrash({}));
    const mock = stub(answer(200, { resource: 'clients', id: 1 }));
    const action = await store.dispatch(restoreRecord({ resource: 'clients', id: 1 }));
    expect(restoreRecord.fulfilled.match(action)).toBe(true);
    const [url, init] = mock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/trash/clients/1/restore');
    expect(init.method).toBe('POST');
    expect(store.getState().trash).toMatchObject({ total: 1, items: [entry(2)] });
  });

  it('keeps the entry and hands on the message when a rule forbids the restore', async () => {
    const store = makeStore();
    stub(answer(200, [entry(5, 'fundings')]));
    await store.dispatch(loadTrash({}));
    stub(answer(409, { message: 'Its project is in the trash: restore the project first.' }));
    const action = await store.dispatch(restoreRecord({ resource: 'fundings', id: 5 }));
    expect(restoreRecord.rejected.match(action) && action.payload).toBe(
      'Its project is in the trash: restore the project first.',
    );
    expect(restoreRecord.rejected.match(action) && action.meta.status).toBe(409);
    expect(store.getState().trash.items).toHaveLength(1);
  });

  it('deletes forever with a DELETE and takes the entry out', async () => {
    const store = makeStore();
    stub(answer(200, [entry(7, 'tools')]));
    await store.dispatch(loadTrash({}));
    const mock = stub(answer(200, { resource: 'tools', id: 7 }));
    await store.dispatch(eraseRecord({ resource: 'tools', id: 7 }));
    const [url, init] = mock.mock.calls[0] as [string, RequestInit];
    expect(`${init.method} ${url}`).toBe('DELETE /api/v1/trash/tools/7');
    expect(store.getState().trash.items).toEqual([]);
  });

  it('shows the server’s message when the trash cannot be loaded', async () => {
    const store = makeStore();
    stub(answer(403, { message: 'Forbidden' }));
    await store.dispatch(loadTrash({}));
    expect(store.getState().trash).toMatchObject({ error: 'Forbidden', loading: false });
  });
});
