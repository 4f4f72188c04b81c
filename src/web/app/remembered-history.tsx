import { useEffect } from 'react';
import { HistoryPanel } from '../features/history/history-panel';
import type { RecordHistoryProps } from '../kit/record-history';
import { rememberRecent } from '../lib/recent-records';
import { recordPath } from '../lib/records';
import { useAppSelector } from '../store/hooks';
import { selectOpenedTitle } from '../store/record-title';

/**
 * Every dashboard detail screen renders its History card through this slot
 * (kit/record-history.tsx), so it is the one place that knows a record's screen was opened: the
 * record goes first in its user's recent records, which the palette offers with nothing typed.
 */
export function RememberedHistory(props: RecordHistoryProps) {
  const { resource, id } = props;
  const userId = useAppSelector((state) => state.session.user?.id);
  const title = useAppSelector((state) => selectOpenedTitle(state, resource, id));
  const url = recordPath(resource, id);

  useEffect(() => {
    if (userId === undefined || title === null || url === null) return;
    rememberRecent(userId, { resource, id, title, url });
  }, [userId, resource, id, title, url]);

  return <HistoryPanel {...props} />;
}
