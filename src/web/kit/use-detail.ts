import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Entity, ResourceState, ShowThunk } from '../store/create-resource-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { RootState } from '../store/store';

/**
 * The item a detail screen shows, by the `:id` of its route, fetched afresh (never a list entry
 * that may be out of date). An id that is not one, or an item that cannot be loaded, goes back to
 * the list. Null until loaded; `reload()` fetches it again after a related change.
 */
export function useDetail<T extends Entity, TDetail extends T>(
  show: ShowThunk<TDetail>,
  select: (state: RootState) => ResourceState<T, TDetail>,
  listPath: string,
) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const current = useAppSelector((state) => select(state).current);
  const version = useAppSelector((state) => select(state).version);
  const [loadedId, setLoadedId] = useState<number | null>(null);

  const load = useCallback(() => {
    if (id === null || id < 1) {
      void navigate(listPath, { replace: true });
      return () => {};
    }
    const request = dispatch(show(id));
    void request.then((action) => {
      if (show.fulfilled.match(action)) setLoadedId(id);
      else if (!(action.meta as { aborted?: boolean }).aborted)
        void navigate(listPath, { replace: true });
    });
    return () => request.abort();
  }, [dispatch, navigate, show, id, listPath]);

  useEffect(() => load(), [load]);

  const item = loadedId === id && current?.id === id ? current : null;
  // The ETag it was loaded with: an edit form sends it back as If-Match.
  return { item, version: item ? version : null, reload: () => void dispatch(show(id ?? 0)) };
}
