import { createAsyncThunk } from '@reduxjs/toolkit';
import { BULK_MAX } from '../../shared/limits';
import type { ResourceName } from '../../shared/resources/names';
import { http, totalCount, type QueryValue } from '../lib/http-client';

/**
 * Bulk writes (POST /{resource}/bulk-delete and /bulk-update: all or nothing) and the ids a
 * "Select all N matching" takes. A resource's slice loads its list again after either write
 * (create-resource-slice.ts), as after a restore.
 */
export interface BulkKey {
  resource: ResourceName;
  ids: number[];
}

export interface BulkUpdateArgs extends BulkKey {
  /** What a PUT of one of them takes, wrapper included: `{project: {project_class: 'Web'}}`. */
  changes: object;
}

interface ThunkConfig {
  rejectValue: string;
}

export const bulkDelete = createAsyncThunk<BulkKey, BulkKey, ThunkConfig>(
  'bulk/delete',
  async ({ resource, ids }, { rejectWithValue }) => {
    const result = await http.post<{ ids: number[] }>(
      `/${resource}/bulk-delete`,
      { ids },
      { expect: 200 },
    );
    if (!result.ok) return rejectWithValue(bulkError(result));
    return { resource, ids: result.data.ids };
  },
);

export const bulkUpdate = createAsyncThunk<BulkKey, BulkUpdateArgs, ThunkConfig>(
  'bulk/update',
  async ({ resource, ids, changes }, { rejectWithValue }) => {
    const result = await http.post<{ ids: number[] }>(
      `/${resource}/bulk-update`,
      {
        ids,
        changes,
      },
      { expect: 200 },
    );
    if (!result.ok) return rejectWithValue(bulkError(result));
    return { resource, ids: result.data.ids };
  },
);

/** A 422 names the id it refused under `ids`; that sentence says more than the summary. */
function bulkError(result: { error: string; errors?: Record<string, string[]> }) {
  return result.errors?.ids?.[0] ?? result.error;
}

export interface MatchingQuery {
  resource: ResourceName;
  /** The list's search and filters, as the screen sends them. */
  query: Record<string, QueryValue>;
}

/** The API's largest page. */
const PAGE = 500;

/**
 * Every id the list's search and filters match, page by page, up to the most one bulk call takes;
 * `total` says how many matched, so the screen can say when some were left out.
 */
export const collectMatching = createAsyncThunk<
  { ids: number[]; total: number },
  MatchingQuery,
  ThunkConfig
>('bulk/matching', async ({ resource, query }, { rejectWithValue, signal }) => {
  const ids: number[] = [];
  let total = 0;
  for (let offset = 0; offset < BULK_MAX; offset += PAGE) {
    const result = await http.get<{ id: number }[]>(`/${resource}`, {
      query: { ...query, limit: Math.min(PAGE, BULK_MAX - offset), offset },
      signal,
    });
    if (!result.ok) return rejectWithValue(result.error);
    const page = Array.isArray(result.data) ? result.data : [];
    total = totalCount(result.headers, offset + page.length);
    ids.push(...page.map((row) => row.id));
    if (page.length === 0 || ids.length >= total) break;
  }
  return { ids: [...new Set(ids)].slice(0, BULK_MAX), total };
});
