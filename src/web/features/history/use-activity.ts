import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../kit/use-resource-list';
import { loadActivity, type ActivityFilters } from '../../store/history-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { filtersFrom, filtersProblem } from './activity-options';

export type FilterName = keyof ActivityFilters;

/**
 * The activity log and its filters. The filters live in the URL (`?user=…&action=…`), so reload,
 * Back and a shared link keep them; the user box waits for typing to pause, the others apply
 * at once. A new request aborts the one before it.
 */
export function useActivity(accounts: boolean) {
  const dispatch = useAppDispatch();
  const feed = useAppSelector((state) => state.history.activity);
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params, accounts);
  const problem = filtersProblem(filters);
  const [userText, setUserText] = useState(filters.user ?? '');
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(filters);

  // The box follows the URL when it changes from elsewhere (Back, "Clear filters").
  const [seenUser, setSeenUser] = useState(filters.user);
  if (seenUser !== filters.user) {
    setSeenUser(filters.user);
    if (userText.trim() !== filters.user) setUserText(filters.user ?? '');
  }

  const setFilter = useCallback(
    (name: FilterName, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value.trim()) next.set(name, value.trim());
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (userText.trim() === filters.user) return;
    const timer = setTimeout(() => setFilter('user', userText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [userText, filters.user, setFilter]);

  useEffect(() => {
    if (problem) return;
    const request = dispatch(loadActivity(JSON.parse(key) as ActivityFilters));
    return () => request.abort();
  }, [dispatch, key, problem, attempt]);

  return {
    feed,
    filters,
    problem,
    userText,
    setUserText,
    setFilter,
    filtered: Object.values(filters).some(Boolean),
    clear: () => setParams(new URLSearchParams(), { replace: true }),
    retry: () => setAttempt((n) => n + 1),
    more: () => void dispatch(loadActivity({ ...filters, after: feed.next })),
  };
}
