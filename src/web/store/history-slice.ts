import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { HistoryAction, HistoryEntry } from '../../shared/history';
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
 * The history (ADR 0015), newest first and paged by X-Next-Cursor: one feed per record whose
 * History panel is open (GET /{resource}/{id}/history, a project's parts and a note's sections
 * included), and the activity log (GET /activity) with its filters.
 */
export interface HistoryState {
  /** By historyKey(resource, id). */
  records: Record<string, CursorFeed<HistoryEntry>>;
  activity: CursorFeed<HistoryEntry>;
}

const initialState: HistoryState = { records: {}, activity: emptyFeed() };

export const historyKey = (resource: string, id: number) => `${resource}/${id}`;

/** Lines per page of a History panel; the activity log shows more at a time. */
export const RECORD_PAGE = 20;
export const ACTIVITY_PAGE = 50;

interface Config {
  rejectValue: string;
}

export interface RecordHistoryArgs {
  /** A resource's name, or "users" for an account (superusers). */
  resource: string;
  id: number;
  after?: string | null;
}

export const loadRecordHistory = createAsyncThunk<
  FeedPage<HistoryEntry>,
  RecordHistoryArgs,
  Config
>('history/record', async ({ resource, id, after }, { rejectWithValue, signal }) => {
  const query = { limit: RECORD_PAGE, after };
  const result = await http.get<HistoryEntry[]>(`/${resource}/${id}/history`, { query, signal });
  return result.ok ? pageOf(result) : rejectWithValue(result.error);
});

/** The activity log's filters, as the URL and the API name them; empty means any. */
export interface ActivityFilters {
  user?: string;
  resource?: string;
  action?: HistoryAction | '';
  /** Whole UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** The writes of one import only (its id, as the URL holds it). */
  import_id?: string;
}

export const loadActivity = createAsyncThunk<
  FeedPage<HistoryEntry>,
  ActivityFilters & { after?: string | null },
  Config
>('history/activity', async (args, { rejectWithValue, signal }) => {
  const query = { ...args, limit: ACTIVITY_PAGE };
  const result = await http.get<HistoryEntry[]>('/activity', { query, signal });
  return result.ok ? pageOf(result) : rejectWithValue(result.error);
});

const slice = createSlice({
  name: 'history',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const feedOf = (state: HistoryState, { resource, id }: RecordHistoryArgs) =>
      (state.records[historyKey(resource, id)] ??= emptyFeed());
    builder
      .addCase(loadRecordHistory.pending, (state, { meta }) =>
        feedPending(feedOf(state, meta.arg), meta),
      )
      .addCase(loadRecordHistory.fulfilled, (state, { payload, meta }) =>
        feedFulfilled(feedOf(state, meta.arg), payload, meta),
      )
      .addCase(loadRecordHistory.rejected, (state, action) =>
        feedRejected(feedOf(state, action.meta.arg), action),
      )
      .addCase(loadActivity.pending, (state, { meta }) => feedPending(state.activity, meta))
      .addCase(loadActivity.fulfilled, (state, { payload, meta }) =>
        feedFulfilled(state.activity, payload, meta),
      )
      .addCase(loadActivity.rejected, (state, action) => feedRejected(state.activity, action));
  },
});

export const historyReducer = slice.reducer;
