import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { MyProjects } from '../../shared/accounts';
import { UNKNOWN_ERROR, http } from '../lib/http-client';

/** "My projects" (GET /my-projects): the linked client's projects, read-only. */
export interface MyProjectsState {
  data: MyProjects | null;
  loading: boolean;
  error: string | null;
}

const initialState: MyProjectsState = { data: null, loading: false, error: null };

export const fetchMyProjects = createAsyncThunk<MyProjects, void, { rejectValue: string }>(
  'myProjects/fetch',
  async (_arg, { rejectWithValue, signal }) => {
    const result = await http.get<MyProjects>('/my-projects', { signal });
    return result.ok ? result.data : rejectWithValue(result.error);
  },
);

const slice = createSlice({
  name: 'myProjects',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMyProjects.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchMyProjects.fulfilled, (state, action) => {
        state.loading = false;
        state.data = action.payload;
      })
      .addCase(fetchMyProjects.rejected, (state, action) => {
        state.loading = false;
        if (!action.meta.aborted)
          state.error = action.payload ?? action.error.message ?? UNKNOWN_ERROR;
      });
  },
});

export const myProjectsReducer = slice.reducer;
