import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { SavedView, ViewChanges, ViewInput } from '../../shared/views';
import { http, type FieldErrors } from '../lib/http-client';

/**
 * The saved views this person sees (GET /views: their own and every shared one, ADR 0035), for
 * the views bar above each list and the palette. Loaded again whenever either shows, so a
 * colleague's newly shared view turns up; only the newest load's answer lands, and none sent
 * before one of this person's own writes. Emptied on logout with the rest of the store
 * (root-reducer.ts).
 */
export interface ViewsState {
  items: SavedView[];
  /** Whether a list of views has arrived since sign-in. */
  loaded: boolean;
  loading: boolean;
  error: string | null;
  /** The load in flight; an answer from any other is dropped. */
  requestId: string | null;
}

const initialState: ViewsState = {
  items: [],
  loaded: false,
  loading: false,
  error: null,
  requestId: null,
};

export const loadViews = createAsyncThunk<SavedView[], void, { rejectValue: string }>(
  'views/load',
  async (_arg, { rejectWithValue, signal }) => {
    const result = await http.get<SavedView[]>('/views', { signal });
    if (!result.ok) return rejectWithValue(result.error);
    return Array.isArray(result.data) ? result.data : [];
  },
);

interface WriteConfig {
  rejectValue: string;
  rejectedMeta: { errors?: FieldErrors; status: number | null };
}
const failed = (result: { status: number | null; errors?: FieldErrors }) => ({
  errors: result.errors,
  status: result.status,
});

export const createView = createAsyncThunk<SavedView, ViewInput, WriteConfig>(
  'views/create',
  async (view, { rejectWithValue }) => {
    const result = await http.post<SavedView>('/views', { view }, { expect: 201 });
    return result.ok ? result.data : rejectWithValue(result.error, failed(result));
  },
);

export const updateView = createAsyncThunk<
  SavedView,
  { id: number; changes: ViewChanges },
  WriteConfig
>('views/update', async ({ id, changes }, { rejectWithValue }) => {
  const result = await http.put<SavedView>(`/views/${id}`, { view: changes });
  return result.ok ? result.data : rejectWithValue(result.error, failed(result));
});

export const deleteView = createAsyncThunk<number, number, WriteConfig>(
  'views/delete',
  async (id, { rejectWithValue }) => {
    const result = await http.delete<{ id: number }>(`/views/${id}`);
    // Gone already (someone else deleted it): it is gone all the same.
    if (result.ok || result.status === 404) return id;
    return rejectWithValue(result.error, failed(result));
  },
);

/** A load sent before a write may answer without it: its answer is dropped. */
function forgetLoad(state: ViewsState) {
  state.requestId = null;
  state.loading = false;
}

const slice = createSlice({
  name: 'views',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadViews.pending, (state, { meta }) => {
        state.loading = true;
        state.requestId = meta.requestId;
      })
      .addCase(loadViews.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.requestId) return;
        Object.assign(state, { items: payload, loaded: true, loading: false, error: null });
        state.requestId = null;
      })
      .addCase(loadViews.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.loading = false;
        state.requestId = null;
        // Aborted: replaced by a newer load, or its screen went. Nothing went wrong.
        if (!action.meta.aborted)
          state.error = action.payload ?? action.error.message ?? 'The views could not be loaded';
      })
      .addCase(createView.fulfilled, (state, { payload }) => {
        forgetLoad(state);
        state.items.push(payload);
      })
      .addCase(updateView.fulfilled, (state, { payload }) => {
        forgetLoad(state);
        const at = state.items.findIndex((view) => view.id === payload.id);
        if (at === -1) state.items.push(payload);
        else state.items[at] = payload;
      })
      .addCase(updateView.rejected, (state, { meta }) => {
        // Deleted meanwhile (404): no longer one to show.
        if (meta.rejectedWithValue && meta.status === 404)
          state.items = state.items.filter((view) => view.id !== meta.arg.id);
      })
      .addCase(deleteView.fulfilled, (state, { payload }) => {
        forgetLoad(state);
        state.items = state.items.filter((view) => view.id !== payload);
      });
  },
});

export const viewsReducer = slice.reducer;
