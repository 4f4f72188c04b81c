import { createContext, useContext, type ComponentType } from 'react';

export interface RecordCommentsProps {
  /** A resource that takes comments ("tasks"). */
  resource: string;
  id: number;
  /** What the record is called ("Mount cameras"), for the toggle's accessible name. */
  name: string;
}

/**
 * Where a row of a detail screen (a project's task) offers its record's comments: "Comments (n)",
 * opening the thread. The dashboard provides it (the comments feature), as it does the History
 * slot, so the screen's feature knows nothing of it; elsewhere nothing is shown.
 */
export const RecordCommentsSlot = createContext<ComponentType<RecordCommentsProps> | null>(null);

export function RecordComments(props: RecordCommentsProps) {
  const Toggle = useContext(RecordCommentsSlot);
  return Toggle ? <Toggle {...props} /> : null;
}
