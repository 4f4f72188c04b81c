import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Movement, MovementFields, StockResource } from '../../shared/stock';
import { http, type FieldErrors } from '../lib/http-client';
import { failureMeta } from './create-resource-slice';
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
 * Stock movements of items and stickers (GET and POST /{resource}/{id}/movements): one feed per
 * record whose screen is open, newest first and paged by X-Next-Cursor. The quantity itself is
 * the record's, in its resource's slice: after a movement the screen loads the record again.
 */
export interface StockState {
  /** By stockKey(resource, id). */
  movements: Record<string, CursorFeed<Movement>>;
}

const initialState: StockState = { movements: {} };

export const stockKey = (resource: StockResource, id: number) => `${resource}/${id}`;

/** Movements per page of a record's list. */
export const MOVEMENTS_PAGE = 20;

export interface StockRecord {
  resource: StockResource;
  id: number;
}

export const loadMovements = createAsyncThunk<
  FeedPage<Movement>,
  StockRecord & { after?: string | null },
  { rejectValue: string }
>('stock/movements', async ({ resource, id, after }, { rejectWithValue, signal }) => {
  const query = { limit: MOVEMENTS_PAGE, after };
  const result = await http.get<Movement[]>(`/${resource}/${id}/movements`, { query, signal });
  return result.ok ? pageOf(result) : rejectWithValue(result.error);
});

/**
 * POST a movement: an amount or set_to, with its reason. A 422's messages by field ride along
 * (`amount`: "would take 5, but only 3 are left"), for the form to show under its field.
 */
export const adjustStock = createAsyncThunk<
  Movement,
  StockRecord & { movement: MovementFields },
  { rejectValue: string; rejectedMeta: { errors?: FieldErrors; status?: number | null } }
>('stock/adjust', async ({ resource, id, movement }, { rejectWithValue }) => {
  const result = await http.post<Movement>(`/${resource}/${id}/movements`, { movement });
  if (result.ok) return result.data;
  const { errors, status } = failureMeta(result);
  return rejectWithValue(result.error, { errors, status });
});

const slice = createSlice({
  name: 'stock',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const feedOf = (state: StockState, { resource, id }: StockRecord) =>
      (state.movements[stockKey(resource, id)] ??= emptyFeed());
    builder
      .addCase(loadMovements.pending, (state, { meta }) =>
        feedPending(feedOf(state, meta.arg), meta),
      )
      .addCase(loadMovements.fulfilled, (state, { payload, meta }) =>
        feedFulfilled(feedOf(state, meta.arg), payload, meta),
      )
      .addCase(loadMovements.rejected, (state, action) =>
        feedRejected(feedOf(state, action.meta.arg), action),
      );
  },
});

export const stockReducer = slice.reducer;
