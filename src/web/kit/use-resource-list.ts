import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Entity, ListThunk, ResourceState } from '../store/create-resource-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { RootState } from '../store/store';

/** The page sizes every dashboard list offers; the first is the default. 500 is the API's limit. */
export const PAGE_SIZES = [20, 100, 500] as const;
export const PAGE_SIZE = PAGE_SIZES[0];
/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

function pageFrom(raw: string | null) {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function sizeFrom(raw: string | null): number {
  return PAGE_SIZES.find((size) => String(size) === raw) ?? PAGE_SIZE;
}

/** A field the list can be sorted by (the API's `?sort=`), and the header it shows. */
export type SortField = { field: string; label: string };

interface Options {
  /**
   * The list's filters beyond the search, by the name the URL and the API share
   * (`low_stock`, `country`): each is read from the URL and passed to the API as it is.
   */
  filters?: readonly string[];
  /**
   * The fields it sorts by (the ones it shows), and `own`: the sort its unsorted order is
   * (`organization_name`, `-created_at`), shown as the current one while the URL names none.
   */
  sorts?: { fields: readonly SortField[]; own: string };
}

const NO_FILTERS: readonly string[] = [];
const NO_SORTS = { fields: [] as readonly SortField[], own: '' };

/**
 * Search, filters, sort, paging and totals for a dashboard list. The query, the filters, the sort
 * and the page live in the URL (`?q=…&low_stock=true&sort=-city&page=…&size=…`), so reload, Back
 * and a shared link keep them. Typing is debounced, and a new request aborts the one before it, so a stale answer never
 * lands over a newer one.
 */
export function useResourceList<T extends Entity>(
  list: ListThunk<T>,
  select: (state: RootState) => ResourceState<T>,
  { filters: filterNames = NO_FILTERS, sorts = NO_SORTS }: Options = {},
) {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFrom(params.get('page'));
  const size = sizeFrom(params.get('size'));
  const filters = Object.fromEntries(
    filterNames.flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value]] : [];
    }),
  ) as Record<string, string>;
  // `?sort=` as the API takes it; one the list does not offer (an old link) is left out.
  const asked = params.get('sort') ?? '';
  const sort = sorts.fields.some((f) => f.field === asked.replace(/^-/, '')) ? asked : '';
  const query: Record<string, string> = sort ? { ...filters, sort } : filters;
  // One string for the effect: a new object each render would load the list again every time.
  const filterKey = JSON.stringify(query);
  const { items, total, loading, error, revision } = useAppSelector(select);
  const [text, setText] = useState(q);
  // The box follows the URL when it changes from elsewhere (Back, a link).
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    if (text.trim() !== q) setText(q);
  }
  const [attempt, setAttempt] = useState(0);

  // Loads again on a new revision too: records came back from the trash (an Undo), so the page
  // may hold more than it did.
  useEffect(() => {
    const where = JSON.parse(filterKey) as Record<string, string>;
    const request = dispatch(list({ q, ...where, limit: size, offset: (page - 1) * size }));
    return () => request.abort();
  }, [dispatch, list, q, filterKey, page, size, attempt, revision]);

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (text.trim()) next.set('q', text.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const pageSearch = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : '';
  };

  // A new size starts again at page 1; a new history entry, so Back returns to the old size.
  const setSize = (target: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (target !== PAGE_SIZE) next.set('size', String(target));
      else next.delete('size');
      next.delete('page');
      return next;
    });

  // A filter changed narrows the list anew: from page 1, in place (Back leaves the screen). The
  // same function from render to render while the URL stays, so a typed filter's pause
  // (ListTextFilter) is not started again by a render of the list.
  const setFilters = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setFilter = useCallback(
    (name: string, value: string | null) => setFilters({ [name]: value }),
    [setFilters],
  );

  const current = sort || sorts.own;
  return {
    items,
    total,
    q,
    /** The filters set in the URL, by name; absent when not set. */
    filters,
    filtered: Object.keys(filters).length > 0,
    /** The fields it sorts by, and the one it is sorted by now (`city`, `-city`). */
    sorts: sorts.fields,
    sort: current,
    /**
     * A header's click: by that field ascending, or the other way if it is already the sort. A
     * new history entry, from page 1 (Back returns to the order before).
     */
    sortBy: (field: string) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set('sort', current === field ? `-${field}` : field);
        next.delete('page');
        return next;
      }),
    setFilter,
    clearFilters: () => setFilters(Object.fromEntries(filterNames.map((name) => [name, null]))),
    /**
     * What the list selects, every page of it, in its order: its search, filters and sort (the
     * CSV export's query).
     */
    selection: { q, ...query },
    page,
    pages: Math.max(1, Math.ceil(total / size)),
    size,
    setSize,
    text,
    setText,
    loading: loading.list,
    error: error.list,
    retry: () => setAttempt((n) => n + 1),
    pageSearch,
  };
}

export type ResourceList<T extends Entity> = ReturnType<typeof useResourceList<T>>;
