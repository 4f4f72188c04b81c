import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { SearchHit } from '../../shared/search';
import { SEARCH_LIMIT } from '../../shared/limits';
import { http } from '../lib/http-client';

/**
 * The palette's record search (GET /search): the hits for one query, best first. Only the answer
 * of the newest request lands: an older one, even if it arrives last, is dropped.
 */
export interface SearchState {
  /** The query the hits (or the error) belong to, as sent (trimmed). */
  query: string;
  hits: SearchHit[];
  loading: boolean;
  error: string | null;
  /** The request in flight; an answer from any other is dropped. */
  requestId: string | null;
}

const initialState: SearchState = {
  query: '',
  hits: [],
  loading: false,
  error: null,
  requestId: null,
};

export const searchRecords = createAsyncThunk<SearchHit[], string, { rejectValue: string }>(
  'search/records',
  async (q, { rejectWithValue, signal }) => {
    const query = { q, limit: SEARCH_LIMIT.default };
    const result = await http.get<SearchHit[]>('/search', { query, signal });
    if (!result.ok) return rejectWithValue(result.error);
    return Array.isArray(result.data) ? result.data : [];
  },
);

const slice = createSlice({
  name: 'search',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(searchRecords.pending, (state, { meta }) => {
        const { arg: query, requestId } = meta;
        Object.assign(state, { ...initialState, query, loading: true, requestId });
      })
      .addCase(searchRecords.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.requestId) return;
        Object.assign(state, { hits: payload, loading: false, requestId: null });
      })
      .addCase(searchRecords.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        // An aborted search was replaced or closed: nothing went wrong, and nothing is known.
        if (action.meta.aborted) {
          Object.assign(state, initialState);
          return;
        }
        state.loading = false;
        state.requestId = null;
        state.error = action.payload ?? action.error.message ?? 'The search failed';
      });
  },
});

export const searchReducer = slice.reducer;
