import { ExportLink } from '../../kit/export-link';
import { FeedList } from '../../kit/feed-list';
import type { HistoryLabels } from '../../kit/record-history';
import { useMoney } from '../../kit/use-money';
import { recordPath } from '../../lib/records';
import { useAppSelector } from '../../store/hooks';
import { ActivityFilters } from './activity-filters';
import { HistoryLine } from './history-line';
import { historySentence } from './history-sentence';
import { useActivity } from './use-activity';
import './history.css';

/**
 * /dashboard/activity (admins): everything the history recorded, newest first, narrowed by who,
 * what and when. Each line opens the record's screen (a part's parent's); a deleted record's
 * screen sends the visitor back to its list. Account events are for superusers only. "Export
 * CSV" downloads every entry the filters select.
 */
export function ActivityScreen({ labels }: { labels: HistoryLabels }) {
  const accounts = useAppSelector((state) => state.session.superuser);
  const activity = useActivity(accounts);
  const money = useMoney();
  const { feed, filters, problem } = activity;

  return (
    <div className="activity">
      <ActivityFilters
        filters={filters}
        accounts={accounts}
        userText={activity.userText}
        onUserText={activity.setUserText}
        onChange={activity.setFilter}
        problem={problem}
        filtered={activity.filtered}
        onClear={activity.clear}
        // A range that ends before it starts selects nothing the server would answer.
        exportLink={problem ? null : <ExportLink path="/activity.csv" query={{ ...filters }} />}
      />
      {problem ? null : (
        <FeedList
          feed={feed}
          label="Activity"
          what="The activity"
          empty={
            activity.filtered ? 'No activity matches these filters.' : 'No activity recorded yet.'
          }
          keyOf={(entry) => entry.id}
          layout="rows"
          onRetry={activity.retry}
          onMore={activity.more}
        >
          {(entry) => (
            <HistoryLine
              sentence={historySentence(entry, { labels, money })}
              at={entry.at}
              variant="row"
              to={recordPath(entry.resource, entry.record_id, entry.parent)}
            />
          )}
        </FeedList>
      )}
    </div>
  );
}
