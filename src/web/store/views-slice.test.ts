import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedView } from '../../shared/views';
import { reply, stubFetch } from '../test-utils/test-fetch';
import { resetSession } from './session-slice';
import { makeStore } from './store';
import { createView, deleteView, loadViews, updateView } from './views-slice';

const view = (id: number, name: string, fields: Partial<SavedView> = {}): SavedView => ({
  id,
  resource: 'clients',
  name,
  query: 'sort=-city',
  shared: false,
  owner: { id: 1, username: 'ada' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

afterEach(() => vi.unstubAllGlobals());

describe('the saved views slice', () => {
  it('loads the views, adds, replaces and removes one, and forgets them all on logout', async () => {
    stubFetch({
      'GET /api/v1/views': reply(200, [view(1, 'By city')]),
      'POST /api/v1/views': reply(201, view(2, 'Norway', { query: 'q=norway' })),
      'PUT /api/v1/views/1': reply(200, view(1, 'By city, newest', { shared: true })),
      'DELETE /api/v1/views/2': reply(200, { id: 2 }),
    });
    const store = makeStore();
    await store.dispatch(loadViews());
    expect(store.getState().views).toMatchObject({ loaded: true, loading: false, error: null });
    await store.dispatch(createView({ resource: 'clients', name: 'Norway', query: 'q=norway' }));
    await store.dispatch(updateView({ id: 1, changes: { name: 'By city, newest', shared: true } }));
    const names = () => store.getState().views.items.map((v) => `${v.id} ${v.name}`);
    expect(names()).toEqual(['1 By city, newest', '2 Norway']);
    await store.dispatch(deleteView(2));
    expect(names()).toEqual(['1 By city, newest']);

    store.dispatch(resetSession());
    expect(store.getState().views).toEqual({
      items: [],
      loaded: false,
      loading: false,
      error: null,
      requestId: null,
    });
  });

  it('drops a load sent before a write: its answer may not hold what the write made', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({
      'GET /api/v1/views': () => new Promise<Response>((resolve) => (answer = resolve)),
      'POST /api/v1/views': reply(201, view(2, 'Mine')),
    });
    const store = makeStore();
    const loading = store.dispatch(loadViews());
    await store.dispatch(createView({ resource: 'clients', name: 'Mine' }));
    answer(reply(200, []));
    await loading;
    expect(store.getState().views.items.map((v) => v.name)).toEqual(['Mine']);
  });

  it('a view deleted meanwhile goes from the list, on a rename or a delete', async () => {
    stubFetch({
      'GET /api/v1/views': reply(200, [view(1, 'One'), view(2, 'Two')]),
      'PUT /api/v1/views/1': reply(404, { message: 'View not found' }),
      'DELETE /api/v1/views/2': reply(404, { message: 'View not found' }),
    });
    const store = makeStore();
    await store.dispatch(loadViews());
    const renamed = await store.dispatch(updateView({ id: 1, changes: { name: 'Uno' } }));
    expect(renamed.payload).toBe('View not found');
    expect(deleteView.fulfilled.match(await store.dispatch(deleteView(2)))).toBe(true);
    expect(store.getState().views.items).toEqual([]);
  });
});
