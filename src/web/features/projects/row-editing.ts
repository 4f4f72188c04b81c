import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { failureMessage } from '../../kit/failure';
import { etagOf, type Entity, type ShowThunk } from '../../store/create-resource-slice';
import { useAppDispatch } from '../../store/hooks';

interface Editing<T> {
  record: T;
  /** Its ETag as loaded: the save sends it back as If-Match. */
  version: string | null;
}

/**
 * Which row of a table is edited in place, one at a time. Edit loads the record afresh (the
 * project's answer carries no version per row) and opens the row on it; closing puts the focus
 * back on the row's Edit button (`data-edit`). A saved record shows at once, until the project
 * loaded again brings the rows as the server has them.
 */
export function useRowEditing<T extends Entity>(show: ShowThunk<T>, rows: T[]) {
  const dispatch = useAppDispatch();
  const container = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<Editing<T> | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [saved, setSaved] = useState<T | null>(null);
  const [seen, setSeen] = useState(rows);
  const refocus = useRef<number | null>(null);
  if (seen !== rows) {
    setSeen(rows);
    setSaved(null);
  }

  useLayoutEffect(() => {
    if (refocus.current === null) return;
    container.current?.querySelector<HTMLElement>(`[data-edit="${refocus.current}"]`)?.focus();
    refocus.current = null;
  });

  /** Opens the row on the record as it is now; a failure (deleted meanwhile) is answered. */
  async function open(id: number): Promise<string | null> {
    if (opening !== null) return null;
    setOpening(id);
    const result = await dispatch(show(id));
    setOpening(null);
    if (!show.fulfilled.match(result)) return failureMessage(result);
    setEditing({ record: result.payload, version: etagOf(result) });
    return null;
  }

  function close(record: T | null) {
    refocus.current = editing?.record.id ?? null;
    setEditing(null);
    if (record) setSaved(record);
  }

  // The same array until the rows or the saved record change: a consumer may compare it.
  const shown = useMemo(
    () => rows.map((row) => (saved?.id === row.id ? saved : row)),
    [rows, saved],
  );
  return { container, editing, opening, open, close, shown };
}
