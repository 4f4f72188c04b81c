import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RESOURCE_NAMES, type ResourceName } from '../../../shared/resources/names';
import { countOf } from '../../kit/count';
import { FeedList } from '../../kit/feed-list';
import { capitalized, nounOf } from '../../lib/records';
import { useTrashDays } from '../../kit/use-trash-days';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadTrash } from '../../store/trash-slice';
import { TrashRow } from './trash-row';
import './trash.css';

const isResource = (value: string | null): value is ResourceName =>
  (RESOURCE_NAMES as readonly (string | null)[]).includes(value);

/**
 * /dashboard/trash (admins): deleted records, newest deleted first, narrowed to one resource by
 * `?resource=`. Each can be restored (same id), or deleted forever by a superuser.
 */
export function TrashScreen() {
  const dispatch = useAppDispatch();
  const feed = useAppSelector((state) => state.trash);
  const canErase = useAppSelector((state) => state.session.superuser);
  const trashDays = useTrashDays();
  const [params, setParams] = useSearchParams();
  const raw = params.get('resource');
  const resource = isResource(raw) ? raw : '';
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLParagraphElement>(null);
  const filterId = useId();

  useEffect(() => {
    const request = dispatch(loadTrash({ resource }));
    return () => request.abort();
  }, [dispatch, resource, attempt]);

  const choose = (value: string) => setParams(value ? { resource: value } : {}, { replace: true });
  const what = resource ? nounOf(resource, 2) : 'records';

  return (
    <div className="trash">
      <div className="kit-list__bar">
        <div className="trash__filter">
          <label htmlFor={filterId}>Resource</label>
          <select
            id={filterId}
            className="input"
            value={resource}
            onChange={(e) => choose(e.target.value)}
          >
            <option value="">All resources</option>
            {RESOURCE_NAMES.map((name) => (
              <option key={name} value={name}>
                {capitalized(nounOf(name, 2))}
              </option>
            ))}
          </select>
        </div>
        {/* The focus lands here when a row goes, so it stays in the page. */}
        <p ref={summary} className="kit-list__total" tabIndex={-1} aria-live="polite">
          {feed.loading || feed.error ? '' : `${countOf(feed.total, 'record')} in the trash`}
        </p>
      </div>
      <p className="trash__note">
        Deleted records wait here for {trashDays} days, then they are erased for good.
      </p>
      <FeedList
        feed={feed}
        label="Deleted records"
        what="The trash"
        empty={resource ? `No ${what} in the trash.` : 'The trash is empty.'}
        keyOf={(entry) => `${entry.resource}/${entry.id}`}
        layout="rows"
        onRetry={() => setAttempt((n) => n + 1)}
        onMore={() => void dispatch(loadTrash({ resource, after: feed.next }))}
      >
        {(entry) => (
          <TrashRow entry={entry} canErase={canErase} onGone={() => summary.current?.focus()} />
        )}
      </FeedList>
    </div>
  );
}
