import { useEffect, useRef, type ReactNode } from 'react';
import { BusyButton } from '../components/busy-button';
import { SkeletonLines } from '../components/skeleton';
import type { CursorFeed } from '../store/cursor-feed';
import '../components/skeleton.css';
import './kit.css';

interface Props<T> {
  feed: CursorFeed<T>;
  /** The list's accessible name: "History", "Deleted records". */
  label: string;
  /** What failed to load, for the error: "The history". */
  what: string;
  /** Said when there is nothing: "No changes recorded yet." */
  empty: ReactNode;
  keyOf: (item: T) => string | number;
  /**
   * 'lines' (default): plain lines inside a card (a History panel). 'rows': the list rows every
   * dashboard list has, in their own box (the activity log, the trash).
   */
  layout?: 'lines' | 'rows';
  onRetry: () => void;
  onMore: () => void;
  children: (item: T) => ReactNode;
}

/**
 * A list read newest first and paged by a cursor: skeletons while the first page loads, an
 * empty state, the boxed error with Retry in place of the skeletons, and "Show more", after
 * which the focus moves to the first line it added (the button may be gone by then).
 */
export function FeedList<T>({
  feed,
  label,
  what,
  empty,
  keyOf,
  layout = 'lines',
  onRetry,
  onMore,
  children,
}: Props<T>) {
  const rows = layout === 'rows';
  const list = useRef<HTMLOListElement>(null);
  const firstNew = useRef<number | null>(null);
  const { items, loading, loadingMore, error, next } = feed;

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || loadingMore) return;
    // A failed page added nothing to move to.
    if (error) {
      firstNew.current = null;
      return;
    }
    firstNew.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.focus();
  }, [items, loadingMore, error]);

  function more() {
    if (loadingMore) return;
    firstNew.current = items.length;
    onMore();
  }

  // A secondary panel's failure is not announced over the screen (no role="alert"): it is
  // boxed where the list would be, with Retry.
  const failure = error ? (
    <div className="kit-error">
      <p>
        {what} could not be loaded: {error}
      </p>
      <button type="button" className="button button--quiet" onClick={onRetry}>
        Retry
      </button>
    </div>
  ) : null;

  if (items.length === 0) {
    if (failure) return failure;
    if (loading)
      return (
        <div aria-busy="true" aria-label={`Loading: ${label}`} role="group">
          <SkeletonLines lines={3} />
        </div>
      );
    return rows ? (
      <div className="kit-empty">
        <p>{empty}</p>
      </div>
    ) : (
      <p className="kit-feed__empty">{empty}</p>
    );
  }
  return (
    <>
      <ol
        ref={list}
        className={rows ? 'kit-feed kit-list__items kit-list__items--rows' : 'kit-feed'}
        aria-label={label}
        aria-busy={loading}
      >
        {items.map((item) => (
          <li key={keyOf(item)} className={rows ? undefined : 'kit-feed__item'} tabIndex={-1}>
            {children(item)}
          </li>
        ))}
      </ol>
      {failure}
      {next && !error ? (
        <BusyButton
          type="button"
          className="button button--quiet kit-feed__more"
          busy={loadingMore}
          onClick={more}
        >
          Show more
        </BusyButton>
      ) : null}
    </>
  );
}
