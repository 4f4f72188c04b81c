import { useEffect, useState } from 'react';
import type { HistoryEntry } from '../../../shared/history';
import { Card } from '../../kit/card';
import { FeedList } from '../../kit/feed-list';
import type { RecordHistoryProps } from '../../kit/record-history';
import { useMoney } from '../../kit/use-money';
import { emptyFeed } from '../../store/cursor-feed';
import { historyKey, loadRecordHistory } from '../../store/history-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { HistoryLine } from './history-line';
import { historySentence } from './history-sentence';
import { PageVersion, usePageVersions } from './page-versions';
import './history.css';

const NONE = emptyFeed<HistoryEntry>();

/**
 * A record's History card on its detail screen: newest first, its parts' lines included (a
 * project's fundings), "Show more" for older ones. It loads again whenever `refreshKey` changes,
 * so the screen's own save shows at the top.
 */
export function HistoryPanel(props: RecordHistoryProps) {
  const { resource, id, labels, refreshKey } = props;
  const dispatch = useAppDispatch();
  const money = useMoney();
  const feed = useAppSelector((state) => state.history.records[historyKey(resource, id)]) ?? NONE;
  const [attempt, setAttempt] = useState(0);
  // A page's creates and updates each show the text they left (page-versions.tsx).
  const versions = usePageVersions(id, refreshKey, resource === 'pages');

  useEffect(() => {
    const request = dispatch(loadRecordHistory({ resource, id }));
    return () => request.abort();
  }, [dispatch, resource, id, refreshKey, attempt]);

  const subject = { resource, id };
  return (
    <Card title="History">
      <FeedList
        feed={feed}
        label="History"
        what="The history"
        empty="No changes recorded yet."
        keyOf={(entry) => entry.id}
        onRetry={() => setAttempt((n) => n + 1)}
        onMore={() => void dispatch(loadRecordHistory({ resource, id, after: feed.next }))}
      >
        {(entry) => {
          const version = entry.resource === 'pages' ? versions.get(entry.id) : undefined;
          return (
            <>
              <HistoryLine
                sentence={historySentence(entry, { subject, labels, money })}
                at={entry.at}
                variant="line"
              />
              {version ? (
                <PageVersion
                  pageId={id}
                  entryId={entry.id}
                  {...version}
                  onRestored={props.onRestored}
                />
              ) : null}
            </>
          );
        }}
      </FeedList>
    </Card>
  );
}
