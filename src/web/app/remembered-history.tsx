import { useEffect, useState } from 'react';
import { HistoryPanel } from '../features/history/history-panel';
import { CommentsPanel } from '../features/comments/comments-panel';
import { COMMENTED, type CommentedResource } from '../../shared/resources/comments';
import type { RecordHistoryProps } from '../kit/record-history';
import { rememberRecent } from '../lib/recent-records';
import { recordPath } from '../lib/records';
import { useAppSelector } from '../store/hooks';
import { selectOpenedTitle } from '../store/record-title';

/**
 * Every dashboard detail screen renders its History card through this slot
 * (kit/record-history.tsx), so it is the one place that knows a record's screen was opened: the
 * record goes first in its user's recent records, which the palette offers with nothing typed.
 * A record that takes comments gets its Comments card beside the History the same way (ADR 0028);
 * a comment written there loads the History again.
 */
/** A comment's fields as its History lines name them. */
const COMMENT_LABELS = { body: 'Text', mentions: 'Mentions' };

export function RememberedHistory(props: RecordHistoryProps) {
  const { resource, id } = props;
  const userId = useAppSelector((state) => state.session.user?.id);
  const title = useAppSelector((state) => selectOpenedTitle(state, resource, id));
  const url = recordPath(resource, id);

  useEffect(() => {
    if (userId === undefined || title === null || url === null) return;
    rememberRecent(userId, { resource, id, title, url });
  }, [userId, resource, id, title, url]);

  const [written, setWritten] = useState(0);
  const staff = useAppSelector((state) => state.session.admin || state.session.superuser);
  const commented = staff && (COMMENTED as readonly string[]).includes(resource);
  if (!commented) return <HistoryPanel {...props} />;
  return (
    <>
      <HistoryPanel
        {...props}
        labels={{ ...props.labels, comments: COMMENT_LABELS }}
        refreshKey={`${props.refreshKey ?? ''}:${written}`}
      />
      <CommentsPanel
        resource={resource as CommentedResource}
        id={id}
        onWritten={() => setWritten((n) => n + 1)}
      />
    </>
  );
}
