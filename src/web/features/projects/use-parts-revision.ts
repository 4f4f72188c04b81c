import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../store/hooks';

/**
 * Calls `reload` when a funding, expense or task came back from the trash or changed in bulk
 * (their slices' revision), not only through this screen's own writes: the project shows them.
 */
export function usePartsRevision(reload: () => void) {
  const revision = useAppSelector(
    (state) => `${state.fundings.revision}-${state.expenses.revision}-${state.tasks.revision}`,
  );
  const seen = useRef(revision);
  useEffect(() => {
    // `reload` is new on every render; only a new revision calls it.
    if (seen.current === revision) return;
    seen.current = revision;
    reload();
  }, [revision, reload]);
}
