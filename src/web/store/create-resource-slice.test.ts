import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createResourceSlice,
  initialResourceState,
  type ResourceState,
} from './create-resource-slice';
import { restoreRecord } from './trash-slice';

interface Note {
  id: number;
  title: string;
}

const notes = createResourceSlice<Note>('notes', 'note');
const fundings = createResourceSlice<Note>('fundings');
const { reducer } = notes;
const { list, create, show, update, destroy, clearError } = notes.actions;

const a: Note = { id: 1, title: 'A' };
const b: Note = { id: 2, title: 'B' };
const withItems = (items: Note[], extra: Partial<ResourceState<Note>> = {}) => ({
  ...initialResourceState<Note>(),
  items,
  total: items.length,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('resource factory reducers', () => {
  it('starts empty, with no loading and no error for any operation', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual({
      items: [],
      current: null,
      version: null,
      total: 0,
      revision: 0,
      loading: { list: false, create: false, show: false, update: false, destroy: false },
      error: { list: null, create: null, show: null, update: null, destroy: null },
    });
  });

  it('tracks loading and error per operation', () => {
    let state = reducer(undefined, create.pending('r1', { title: 'x' }));
    expect(state.loading).toMatchObject({ create: true, list: false, update: false });
    state = reducer(state, update.pending('r2', { id: 1, changes: { title: 'y' } }));
    state = reducer(state, create.rejected(null, 'r1', { title: 'x' }, 'Title is required'));
    expect(state.loading).toMatchObject({ create: false, update: true });
    expect(state.error).toMatchObject({ create: 'Title is required', update: null });
    state = reducer(state, create.pending('r3', { title: 'x' }));
    expect(state.error.create).toBeNull();
    state = reducer(state, show.rejected(null, 'r4', 9, 'Not found'));
    expect(state.error.show).toBe('Not found');
    expect(reducer(state, clearError('show')).error.show).toBeNull();
  });

  it('stores the list and its total from X-Total-Count', () => {
    let state = reducer(undefined, list.pending('r', { limit: 2 }));
    expect(state.loading.list).toBe(true);
    state = reducer(state, list.fulfilled({ items: [a, b], total: 40 }, 'r', { limit: 2 }));
    expect(state.items).toEqual([a, b]);
    expect(state.total).toBe(40);
    expect(state.loading.list).toBe(false);
  });

  it('appends on create', () => {
    const c = { id: 3, title: 'C' };
    const state = reducer(withItems([a, b]), create.fulfilled(c, 'r', { title: 'C' }));
    expect(state.items).toEqual([a, b, c]);
    expect(state.total).toBe(3);
  });

  it('replaces the list entry on update and makes it current', () => {
    const changed = { id: 2, title: 'B2' };
    const args = { id: 2, changes: { title: 'B2' } };
    const state = reducer(withItems([a, b]), update.fulfilled(changed, 'r', args));
    expect(state.items).toEqual([a, changed]);
    expect(state.current).toEqual(changed);
  });

  it('sets current on show', () => {
    expect(reducer(withItems([a]), show.fulfilled(b, 'r', 2)).current).toEqual(b);
  });

  it('counts a restore of its own resource from the trash as a new revision, no other', () => {
    const back = restoreRecord.fulfilled({ resource: 'notes', id: 4, record: { id: 4 } }, 'r', {
      resource: 'notes',
      id: 4,
    });
    const other = restoreRecord.fulfilled({ resource: 'clients', id: 4, record: { id: 4 } }, 'r', {
      resource: 'clients',
      id: 4,
    });
    expect(reducer(reducer(undefined, back), back).revision).toBe(2);
    expect(reducer(undefined, other).revision).toBe(0);
  });

  it('removes by id on destroy', () => {
    const state = reducer(withItems([a, b], { current: a }), destroy.fulfilled(1, 'r', 1));
    expect(state.items).toEqual([b]);
    expect(state.total).toBe(1);
    expect(state.current).toBeNull();
  });
});

describe('resource factory calls', () => {
  const capture = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify(body), { status, headers }));
    vi.stubGlobal('fetch', fetchMock);
    return () => fetchMock.mock.calls[0] as [string, RequestInit];
  };
  const store = configureStore({ reducer: { notes: reducer, fundings: fundings.reducer } });

  it('wraps create and update bodies in the resource key', async () => {
    let call = capture(201, a);
    await store.dispatch(create({ title: 'A' }));
    expect(call()[0]).toBe('/api/v1/notes');
    expect(JSON.parse(call()[1].body as string)).toEqual({ note: { title: 'A' } });
    call = capture(200, a);
    await store.dispatch(update({ id: 1, changes: { title: 'A' } }));
    expect(call()[0]).toBe('/api/v1/notes/1');
    expect(JSON.parse(call()[1].body as string)).toEqual({ id: 1, note: { title: 'A' } });
  });

  it('sends unwrapped resources bare', async () => {
    const call = capture(200, a);
    await store.dispatch(fundings.actions.update({ id: 1, changes: { title: 'A' } }));
    expect(JSON.parse(call()[1].body as string)).toEqual({ id: 1, title: 'A' });
  });

  it('passes q, limit and offset to the list call', async () => {
    const call = capture(200, [a], { 'X-Total-Count': '12' });
    await store.dispatch(list({ q: 'a', limit: 10, offset: 20 }));
    expect(call()[0]).toBe('/api/v1/notes?q=a&limit=10&offset=20');
    expect(store.getState().notes).toMatchObject({ items: [a], total: 12 });
  });

  it('passes a parent filter through to the list call', async () => {
    const call = capture(200, []);
    await store.dispatch(list({ project_id: 3, q: '' }));
    expect(call()[0]).toBe('/api/v1/notes?project_id=3');
  });

  it('rejects with the unknown error when create answers 200 instead of 201', async () => {
    capture(200, a);
    const action = await store.dispatch(create({ title: 'A' }));
    expect(action.payload).toBe('An unknown error occured');
    expect(store.getState().notes.error.create).toBe('An unknown error occured');
  });
});
