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
 */
export function useSelection(scope: string) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(NONE);
  const [seenScope, setSeenScope] = useState(scope);
  if (seenScope !== scope) {
    setSeenScope(scope);
    setSelected(NONE);
  }
  const set = useCallback(
    (ids: readonly number[], on: boolean) => setSelected((prev) => withIds(prev, ids, on)),
    [],
  );
  const replace = useCallback((ids: readonly number[]) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => setSelected(NONE), []);
  return { selected, set, replace, clear };
}

export type Selection = ReturnType<typeof useSelection>;
