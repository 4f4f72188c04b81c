import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ResourceName } from '../../shared/resources/names';
import type { TrashEntry } from '../../shared/trash';
import { http } from '../lib/http-client';
import {
  emptyFeed,
  feedFulfilled,
  feedPending,
  feedRejected,
  pageOf,
  type CursorFeed,
  type FeedPage,
} from './cursor-feed';

/**
 * The trash (GET /trash, admins): deleted records, newest deleted first, with X-Total-Count and
 * paged by X-Next-Cursor; restore (admins) and delete forever (superusers). A restore also tells
 * the restored resource's slice, whose list on screen then loads again (create-resource-slice.ts).
 */
export type TrashState = CursorFeed<TrashEntry>;

export interface TrashQuery {
  /** One resource's records only; empty or absent for all. */
  resource?: ResourceName | '';
  after?: string | null;
}

export const TRASH_PAGE = 50;

export const loadTrash = createAsyncThunk<
  FeedPage<TrashEntry>,
  TrashQuery,
  { rejectValue: string }
>('trash/load', async ({ resource, after }, { rejectWithValue, signal }) => {
  const query = { resource, limit: TRASH_PAGE, after };
  const result = await http.get<TrashEntry[]>('/trash', { query, signal });
  return result.ok ? pageOf(result) : rejectWithValue(result.error);
});

/** A record in the trash, by its resource and id. */
export interface TrashKey {
  resource: ResourceName;
  id: number;
}

/** A record back from the trash, as the restore answered it (its POST's shape). */
export interface Restored extends TrashKey {
  record: Record<string, unknown>;
}

interface WriteConfig {
  rejectValue: string;
  /** 404: the record is no longer in the trash; 409: a rule forbids the restore (its message). */
  rejectedMeta: { status: number | null };
}

const keyPath = ({ resource, id }: TrashKey) => `/trash/${resource}/${id}`;

/**
 * POST /trash/{resource}/{id}/restore: the record is back, with the same id. The answer is the
 * record as its POST gives it; the screens load it again where they show it (the revision).
 */
export const restoreRecord = createAsyncThunk<Restored, TrashKey, WriteConfig>(
  'trash/restore',
  async (key, { rejectWithValue }) => {
    const path = `${keyPath(key)}/restore`;
    const result = await http.post<Record<string, unknown>>(path, undefined, { expect: 200 });
    if (!result.ok) return rejectWithValue(result.error, { status: result.status });
    return { resource: key.resource, id: key.id, record: result.data };
  },
);

/** Records of one resource, by id: what a bulk delete took and its Undo brings back. */
export interface TrashLot {
  resource: ResourceName;
  ids: number[];
}

/**
 * POST /trash/{resource}/bulk-restore: the lot back in one transaction, all or none; a refusal
 * (404, 409) names the id that cannot come back, and nothing is restored.
 */
export const restoreMany = createAsyncThunk<TrashLot, TrashLot, WriteConfig>(
  'trash/restoreMany',
  async ({ resource, ids }, { rejectWithValue }) => {
    const result = await http.post(`/trash/${resource}/bulk-restore`, { ids }, { expect: 200 });
    if (!result.ok) return rejectWithValue(result.error, { status: result.status });
    return { resource, ids };
  },
);

/** DELETE /trash/{resource}/{id} (superusers): gone for good. */
export const eraseRecord = createAsyncThunk<TrashKey, TrashKey, WriteConfig>(
  'trash/erase',
  async (key, { rejectWithValue }) => {
    const result = await http.delete(keyPath(key));
    if (!result.ok) return rejectWithValue(result.error, { status: result.status });
    return { resource: key.resource, id: key.id };
  },
);

/** Takes a record out of the list shown, once restored or erased. */
function drop(state: TrashState, { resource, id }: TrashKey) {
  const before = state.items.length;
  state.items = state.items.filter((entry) => entry.resource !== resource || entry.id !== id);
  state.total = Math.max(0, state.total - (before - state.items.length));
}

const slice = createSlice({
  name: 'trash',
  initialState: emptyFeed<TrashEntry>(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadTrash.pending, (state, { meta }) => feedPending(state, meta))
      .addCase(loadTrash.fulfilled, (state, { payload, meta }) =>
        feedFulfilled(state, payload, meta),
      )
      .addCase(loadTrash.rejected, (state, action) => feedRejected(state, action))
      .addCase(restoreRecord.fulfilled, (state, { payload }) => drop(state, payload))
      .addCase(restoreMany.fulfilled, (state, { payload: { resource, ids } }) => {
        for (const id of ids) drop(state, { resource, id });
      })
      .addCase(eraseRecord.fulfilled, (state, { payload }) => drop(state, payload));
  },
});

export const trashReducer = slice.reducer;
