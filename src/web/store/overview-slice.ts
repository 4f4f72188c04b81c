import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Overview } from '../../shared/overview';
import { http } from '../lib/http-client';

/** The dashboard's counts (GET /overview): the one copy the web app keeps. */
export interface OverviewState {
  counts: Overview | null;
  loading: boolean;
  error: string | null;
}

const initialState: OverviewState = { counts: null, loading: false, error: null };

export const fetchOverview = createAsyncThunk<Overview, void, { rejectValue: string }>(
  'overview/fetch',
  async (_arg, { rejectWithValue }) => {
    const result = await http.get<Overview>('/overview');
    return result.ok ? result.data : rejectWithValue(result.error);
  },
);

const slice = createSlice({
  name: 'overview',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchOverview.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchOverview.fulfilled, (state, action) => {
        state.loading = false;
        state.counts = action.payload;
      })
      .addCase(fetchOverview.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? action.error.message ?? 'An unknown error occured';
      });
  },
});

export const overviewReducer = slice.reducer;
