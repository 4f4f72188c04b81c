import {
  type AsyncThunk,
  createAsyncThunk,
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type Draft,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { ResourceName } from '../../shared/resources/names';
import {
  UNKNOWN_ERROR,
  http,
  totalCount,
  type FieldErrors,
  type QueryValue,
} from '../lib/http-client';
import { bulkDelete, bulkUpdate } from './bulk-actions';
import { noteOwnWrite, yoursOf, type Yours } from './own-writes';
import { runImport, undoImport } from './imports';
import { restoreMany, restoreRecord } from './trash-slice';

/**
 * The one resource-state factory (product.md §4 and §7). Each resource gets list, create, show,
 * update and destroy thunks, with loading and error state per operation, and the list behaviour:
 * append on create, replace and become current on update, remove by id on destroy.
 */
export const OPERATIONS = ['list', 'create', 'show', 'update', 'destroy'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface Entity {
  id: number;
}
/** Until src/shared has entity schemas: an id plus anything. */
export type LooseEntity = Entity & Record<string, unknown>;

export interface ResourceState<T extends Entity, TDetail extends T = T> {
  items: T[];
  /** The last item shown (GET /{name}/{id}: the detail shape, e.g. a note with its sections). */
  current: TDetail | null;
  /** The ETag of `current` as last loaded or saved: a form sends it back as If-Match. */
  version: string | null;
  /** X-Total-Count of the last list call (the length of the list when the header is missing). */
  total: number;
  loading: Record<Operation, boolean>;
  error: Record<Operation, string | null>;
  /**
   * Bumped when records came back or changed other than by this slice's own thunks (a restore
   * from the trash, a bulk write, an import or its undo): a list on screen loads again, so it
   * shows them as they are.
   */
  revision: number;
}

/** Search and paging, plus any parent filter the server allows (e.g. project_id for tasks). */
export type ListParams = {
  q?: string;
  limit?: number;
  offset?: number;
} & Record<string, QueryValue>;

export interface UpdateArgs<TInput> {
  id: number;
  /** Only what changes: the server leaves the rest as it is. */
  changes: Partial<TInput>;
  /** The ETag the form loaded: the server applies the changes only to that version (else 412). */
  ifMatch?: string | null;
}

/** A 412's body: the record as it is now, who changed it last and when, and its ETag. */
export interface StaleVersion {
  message: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
  current: Record<string, unknown>;
  /** Ours, not the server's: the signed-in account wrote it, in this window or another. */
  yours?: Yours;
}

interface ThunkConfig {
  rejectValue: string;
}

/** A resource's show thunk: what a detail screen needs of its slice. */
export type ShowThunk<TDetail extends Entity> = AsyncThunk<TDetail, number, ShowConfig>;

/** A resource's list thunk: what a list screen needs of its slice. */
export type ListThunk<T extends Entity> = AsyncThunk<
  { items: T[]; total: number },
  ListParams | undefined,
  ThunkConfig
>;

/**
 * Create and update: a 422's per-field messages ride along, for forms to show by their fields, and
 * so do the status and a 412's record as it is now. A success carries the record's ETag.
 */
interface WriteConfig extends ThunkConfig {
  rejectedMeta: { errors?: FieldErrors; status?: number | null; stale?: StaleVersion };
  fulfilledMeta: { etag: string | null };
}
interface ShowConfig extends ThunkConfig {
  fulfilledMeta: { etag: string | null };
}

/** The server's per-field messages of a rejected create or update (422): `{}` when none. */
export function fieldErrorsOf(action: { meta: object }): FieldErrors {
  const { errors } = action.meta as { errors?: FieldErrors };
  return errors ?? {};
}

/** The ETag a fulfilled show, create or update came with. */
export const etagOf = (action: { meta: object }) =>
  (action.meta as { etag?: string | null }).etag ?? null;

/** What a rejected write's meta says beyond field errors: its status and a 412's body. */
export function failureMeta(result: {
  status: number | null;
  errors?: FieldErrors;
  body?: unknown;
}) {
  const stale = result.status === 412 ? (result.body as StaleVersion) : undefined;
  return { errors: result.errors, status: result.status, ...(stale && { stale }) };
}

const perOperation = <V>(value: V) =>
  Object.fromEntries(OPERATIONS.map((op) => [op, value])) as Record<Operation, V>;

export function initialResourceState<T extends Entity, TDetail extends T = T>(): ResourceState<
  T,
  TDetail
> {
  return {
    items: [],
    current: null,
    version: null,
    total: 0,
    revision: 0,
    loading: perOperation(false),
    error: perOperation(null),
  };
}

/**
 * @param name the URL segment under /api/v1
 * @param wrapper the key request bodies are wrapped in (`page` → `{page:{…}}`); none sends them bare
 */
/** A list the kit can page: a resource, or one of the account screens' lists. */
export type ListName = ResourceName | 'users' | 'waitlist' | 'enquiries';

export function createResourceSlice<
  T extends Entity,
  TInput = Partial<Omit<T, 'id'>>,
  TDetail extends T = T,
>(name: ListName, wrapper?: string) {
  const path = `/${name}`;
  const wrap = (input: Partial<TInput>): object =>
    wrapper ? { [wrapper]: input } : { ...(input as object) };

  const list: ListThunk<T> = createAsyncThunk<
    { items: T[]; total: number },
    ListParams | undefined,
    ThunkConfig
  >(`${name}/list`, async (params, { rejectWithValue, signal }) => {
    const result = await http.get<T[]>(path, { query: { ...params }, signal });
    if (!result.ok) return rejectWithValue(result.error);
    const items = Array.isArray(result.data) ? result.data : [];
    return { items, total: totalCount(result.headers, items.length) };
  });

  const create = createAsyncThunk<T, TInput, WriteConfig>(
    `${name}/create`,
    async (input, { rejectWithValue, fulfillWithValue }) => {
      const result = await http.post<T>(path, wrap(input), { expect: 201 });
      if (!result.ok) return rejectWithValue(result.error, failureMeta(result));
      noteOwnWrite(`${path}/${result.data.id}`, result.headers.get('ETag'));
      return fulfillWithValue(result.data, { etag: result.headers.get('ETag') });
    },
  );

  const show: ShowThunk<TDetail> = createAsyncThunk<TDetail, number, ShowConfig>(
    `${name}/show`,
    async (id, { rejectWithValue, fulfillWithValue, signal }) => {
      const result = await http.get<TDetail>(`${path}/${id}`, { signal });
      if (!result.ok) return rejectWithValue(result.error);
      return fulfillWithValue(result.data, { etag: result.headers.get('ETag') });
    },
  );

  const update = createAsyncThunk<T, UpdateArgs<TInput>, WriteConfig>(
    `${name}/update`,
    async ({ id, changes, ifMatch }, { rejectWithValue, fulfillWithValue, getState }) => {
      const headers = ifMatch ? { 'If-Match': ifMatch } : undefined;
      const result = await http.put<T>(`${path}/${id}`, { id, ...wrap(changes) }, { headers });
      if (!result.ok) {
        const meta = failureMeta(result);
        const { session } = getState() as { session?: { user?: { username: string } | null } };
        const yours = meta.stale && yoursOf(`${path}/${id}`, meta.stale, session?.user?.username);
        if (yours) meta.stale = { ...meta.stale!, yours };
        return rejectWithValue(result.error, meta);
      }
      noteOwnWrite(`${path}/${id}`, result.headers.get('ETag'));
      return fulfillWithValue(result.data, { etag: result.headers.get('ETag') });
    },
  );

  const destroy = createAsyncThunk<number, number, ThunkConfig>(
    `${name}/destroy`,
    async (id, { rejectWithValue }) => {
      const result = await http.delete<{ id?: number }>(`${path}/${id}`);
      if (!result.ok) return rejectWithValue(result.error);
      return typeof result.data?.id === 'number' ? result.data.id : id;
    },
  );

  const thunks = { list, create, show, update, destroy } as const;

  const slice = createSlice({
    name,
    initialState: initialResourceState<T, TDetail>(),
    reducers: {
      clearError(state, action: PayloadAction<Operation | undefined>) {
        for (const op of action.payload ? [action.payload] : OPERATIONS) state.error[op] = null;
      },
      clearCurrent(state) {
        state.current = null;
        state.version = null;
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(list.fulfilled, (state, { payload }) => {
          state.items = payload.items as Draft<T>[];
          state.total = payload.total;
        })
        .addCase(create.fulfilled, (state, { payload }) => {
          state.items.push(payload as Draft<T>);
          state.total += 1;
        })
        .addCase(show.fulfilled, (state, { payload, meta }) => {
          state.current = payload as typeof state.current;
          state.version = meta.etag;
        })
        .addCase(update.fulfilled, (state, { payload, meta }) => {
          if (state.current?.id === payload.id) state.version = meta.etag;
          const index = state.items.findIndex((item) => item.id === payload.id);
          if (index !== -1) state.items[index] = payload as Draft<T>;
          // The detail's related rows (a note's sections) stay until the next show.
          const kept = state.current?.id === payload.id ? state.current : {};
          state.current = { ...kept, ...payload } as typeof state.current;
        })
        .addCase(restoreRecord.fulfilled, (state, { payload }) => {
          if (payload.resource === name) state.revision += 1;
        })
        .addCase(restoreMany.fulfilled, (state, { payload }) => {
          if (payload.resource === name) state.revision += 1;
        })
        // Many records went or changed at once: the list on screen loads again.
        .addCase(bulkDelete.fulfilled, (state, { payload }) => {
          if (payload.resource === name) state.revision += 1;
        })
        .addCase(bulkUpdate.fulfilled, (state, { payload }) => {
          if (payload.resource === name) state.revision += 1;
        })
        // An import wrote many records at once, or its undo took them back.
        .addCase(runImport.fulfilled, (state, { meta }) => {
          if (meta.arg.resource === name) state.revision += 1;
        })
        .addCase(undoImport.fulfilled, (state, { payload }) => {
          if (payload.resource === name) state.revision += 1;
        })
        .addCase(destroy.fulfilled, (state, { payload: id }) => {
          const before = state.items.length;
          state.items = state.items.filter((item) => item.id !== id);
          state.total = Math.max(0, state.total - (before - state.items.length));
          if (state.current?.id === id) {
            state.current = null;
            state.version = null;
          }
        });
      for (const op of OPERATIONS) {
        const thunk = thunks[op];
        builder
          .addMatcher(isPending(thunk), (state) => {
            state.loading[op] = true;
            state.error[op] = null;
          })
          .addMatcher(isFulfilled(thunk), (state) => {
            state.loading[op] = false;
          })
          .addMatcher(isRejected(thunk), (state, action) => {
            state.loading[op] = false;
            state.error[op] = action.meta.aborted
              ? null
              : (action.payload ?? action.error.message ?? UNKNOWN_ERROR);
          });
      }
    },
  });

  return { name, wrapper, reducer: slice.reducer, actions: { ...slice.actions, ...thunks } };
}

export type ResourceSlice<
  T extends Entity,
  TInput = Partial<Omit<T, 'id'>>,
  TDetail extends T = T,
> = ReturnType<typeof createResourceSlice<T, TInput, TDetail>>;
