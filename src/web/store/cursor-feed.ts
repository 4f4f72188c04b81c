import { UNKNOWN_ERROR, totalCount, type HttpResult } from '../lib/http-client';

/**
 * A list read newest first and paged by X-Next-Cursor ("Show more"): a record's history, the
 * activity log, the trash. The first page replaces what is shown; a next page is appended.
 */
export interface CursorFeed<T> {
  items: T[];
  /** X-Total-Count when the server sends it (the trash), else what has been loaded. */
  total: number;
  /** X-Next-Cursor of the last page, to pass as `after`; null on the last page. */
  next: string | null;
  /** The first page is loading: nothing to show yet (or what is shown is being replaced). */
  loading: boolean;
  /** A next page is loading: what is shown stays. */
  loadingMore: boolean;
  error: string | null;
  /** The request in flight: the answer of an older one (another filter's) is dropped. */
  requestId: string | null;
}

export const emptyFeed = <T>(): CursorFeed<T> => ({
  items: [],
  total: 0,
  next: null,
  loading: false,
  loadingMore: false,
  error: null,
  requestId: null,
});

/** What a page's thunk resolves to. */
export interface FeedPage<T> {
  items: T[];
  total: number;
  next: string | null;
}

/** A page from a successful answer; the thunk rejects with `result.error` otherwise. */
export function pageOf<T>(result: Extract<HttpResult<T[]>, { ok: true }>): FeedPage<T> {
  const items = Array.isArray(result.data) ? result.data : [];
  return {
    items,
    total: totalCount(result.headers, items.length),
    next: result.headers.get('X-Next-Cursor') || null,
  };
}

interface Meta {
  requestId: string;
  arg: { after?: string | null };
  aborted?: boolean;
}

export function feedPending<T>(feed: CursorFeed<T>, meta: Meta) {
  const more = Boolean(meta.arg.after);
  feed.requestId = meta.requestId;
  feed.loading = !more;
  feed.loadingMore = more;
  feed.error = null;
}

export function feedFulfilled<T>(feed: CursorFeed<T>, page: FeedPage<T>, meta: Meta) {
  if (meta.requestId !== feed.requestId) return;
  if (meta.arg.after) {
    feed.items.push(...page.items);
    feed.total = Math.max(page.total, feed.items.length);
  } else {
    feed.items = page.items;
    feed.total = page.total;
  }
  feed.next = page.next;
  feed.loading = false;
  feed.loadingMore = false;
  feed.requestId = null;
}

export function feedRejected<T>(
  feed: CursorFeed<T>,
  failure: { payload?: string; error: { message?: string }; meta: Meta },
) {
  if (failure.meta.requestId !== feed.requestId) return;
  feed.loading = false;
  feed.loadingMore = false;
  feed.requestId = null;
  if (!failure.meta.aborted) feed.error = failure.payload ?? failure.error.message ?? UNKNOWN_ERROR;
}
