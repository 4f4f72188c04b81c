import { useCallback, useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

/** The set with each id put in (on) or taken out (off). */
export function withIds(set: ReadonlySet<number>, ids: readonly number[], on: boolean) {
  const next = new Set(set);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The records picked on a list, by id. They stay picked across pages, and are let go when `scope`
 * (the list's search and filters) changes: what was picked may no longer be in the list.
 * `matching` says they were picked as "every record the list matches", until a pick changes them:
 * an export then takes the list's search and filters rather than the ids, and so holds them all.
 */
export function useSelection(scope: string) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(NONE);
  const [matching, setMatching] = useState(false);
  const [seenScope, setSeenScope] = useState(scope);
  if (seenScope !== scope) {
    setSeenScope(scope);
    setSelected(NONE);
    setMatching(false);
  }
  const set = useCallback((ids: readonly number[], on: boolean) => {
    setSelected((prev) => withIds(prev, ids, on));
    setMatching(false);
  }, []);
  const selectMatching = useCallback((ids: readonly number[]) => {
    setSelected(new Set(ids));
    setMatching(true);
  }, []);
  const clear = useCallback(() => {
    setSelected(NONE);
    setMatching(false);
  }, []);
  return { selected, matching, set, selectMatching, clear };
}

export type Selection = ReturnType<typeof useSelection>;
