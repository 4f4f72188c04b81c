import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { HistoryEntry } from '../../../shared/history';
import type { HistoryLabels } from '../../kit/record-history';
import { http } from '../../lib/http-client';
import { recordPath } from '../../lib/records';
import { HistoryLine } from './history-line';
import { historySentence } from './history-sentence';
import './history.css';

/** As many entries as the overview names: a glance, the activity log has the rest. */
export const LATEST_ACTIVITY = 5;

/**
 * The overview's "Latest activity": the last few entries of the activity log, each leading to
 * its record, and a link to the whole log. Nothing on a new installation with none, nor when the
 * log cannot be read (the overview's own answer says what matters).
 */
export function LatestActivity({ labels }: { labels: HistoryLabels }) {
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void http
      .get<HistoryEntry[]>('/activity', {
        query: { limit: LATEST_ACTIVITY },
        signal: controller.signal,
      })
      .then((result) => {
        if (!controller.signal.aborted) setEntries(result.ok ? result.data : []);
      });
    return () => controller.abort();
  }, []);
  if (entries?.length === 0) return null;
  return (
    <section className="latest-activity" aria-labelledby="latest-activity">
      <h2 id="latest-activity" className="latest-activity__heading">
        Latest activity
      </h2>
      <ul className="kit-list__items kit-list__items--rows" aria-busy={!entries}>
        {entries
          ? entries.map((entry) => (
              <li key={entry.id}>
                <HistoryLine
                  sentence={historySentence(entry, { labels })}
                  at={entry.at}
                  variant="row"
                  to={recordPath(entry.resource, entry.record_id, entry.parent)}
                />
              </li>
            ))
          : Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="kit-list__skeleton" aria-hidden="true">
                <span className="skeleton kit-list__skeleton-line" />
              </li>
            ))}
      </ul>
      <p className="latest-activity__more">
        <Link to="/dashboard/activity">All activity</Link>
      </p>
    </section>
  );
}
