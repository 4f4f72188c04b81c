import { createContext, useContext, type ComponentType } from 'react';

/** Field labels by resource, then by API field name: `{ clients: { phone_number: 'Contact phone' } }`. */
export type HistoryLabels = Partial<Record<string, Record<string, string>>>;

export interface RecordHistoryProps {
  /** A resource's name, or "users" for an account. */
  resource: string;
  id: number;
  /** The labels its form uses, and those of its parts (a project's fundings). */
  labels: HistoryLabels;
  /**
   * Changes when the record does (its ETag, or updated_at): the history loads again, so the
   * screen's own save shows in it.
   */
  refreshKey: string | null;
  /** After the panel wrote the record (a page's Restore this version): the screen reloads it. */
  onRestored?: () => void;
}

/**
 * Where a detail screen shows the record's history. The dashboard provides the panel (the
 * history feature); a detail screen renders <RecordHistory> and knows nothing of it, so features
 * stay apart, and outside the dashboard (the public page editor) nothing is shown.
 */
export const RecordHistorySlot = createContext<ComponentType<RecordHistoryProps> | null>(null);

export function RecordHistory(props: RecordHistoryProps) {
  const Panel = useContext(RecordHistorySlot);
  return Panel ? <Panel {...props} /> : null;
}
