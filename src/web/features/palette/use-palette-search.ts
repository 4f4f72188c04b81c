import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { searchRecords } from '../../store/search-slice';

/** How long typing pauses before the search runs: short, as the palette answers while one types. */
export const PALETTE_DEBOUNCE_MS = 150;

/**
 * The records matching what is typed, searched once typing pauses. A new search aborts the one
 * before it, and the slice keeps only the newest answer, so an older answer never replaces a newer
 * one. Hits are given only for exactly what is typed now; until they come, `loading`.
 */
export function usePaletteSearch(text: string, enabled: boolean) {
  const dispatch = useAppDispatch();
  const q = text.trim();
  const search = useAppSelector((state) => state.search);

  useEffect(() => {
    if (!enabled || q === '') return;
    let request: { abort: () => void } | null = null;
    const timer = setTimeout(() => {
      request = dispatch(searchRecords(q));
    }, PALETTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [dispatch, q, enabled]);

  const asked = enabled && q !== '';
  const current = asked && search.query === q;
  return {
    hits: current ? search.hits : [],
    loading: asked && (!current || search.loading),
    error: current ? search.error : null,
  };
}
