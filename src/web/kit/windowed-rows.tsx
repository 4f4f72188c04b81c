import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useState, type ReactNode } from 'react';
import type { Entity } from '../store/create-resource-slice';

/** Pages of up to this many rows render plainly; longer ones are windowed (ListScreen). */
export const WINDOWED_FROM = 100;
/** A row's height before it is measured: one line of .kit-row (1rem padding, 1.6 line height). */
const ROW_ESTIMATE = 58;

interface Props<T extends Entity> {
  items: T[];
  label: string;
  children: (item: T) => ReactNode;
}

/**
 * A long page of rows (up to the API's 500) with only the rows near the viewport in the DOM, so it
 * renders and scrolls as cheaply as a short one. The page itself scrolls, as for every list. Each
 * row says where it sits (aria-posinset of aria-setsize); the focused row stays rendered, and the
 * rows just past the viewport are rendered too, so Tab walks on from row to row.
 */
export function WindowedRows<T extends Entity>({ items, label, children }: Props<T>) {
  const [top, setTop] = useState(0);
  const [focused, setFocused] = useState(-1);
  // Where the list starts on the page: the virtualizer counts the window's scroll from there.
  const listRef = useCallback((list: HTMLUListElement | null) => {
    if (list) setTop(list.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 10,
    scrollMargin: top,
    getItemKey: (index) => items[index]!.id,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return focused < 0 || indexes.includes(focused)
        ? indexes
        : [...indexes, focused].sort((a, b) => a - b);
    },
    // A row not laid out (hidden, or a DOM without layout) keeps its estimate.
    measureElement: (row) => row.getBoundingClientRect().height || ROW_ESTIMATE,
  });

  return (
    <ul
      ref={listRef}
      className="kit-list__items kit-list__items--rows kit-list__items--windowed"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(e) => setFocused(Number(e.target.closest('li')?.dataset.index ?? -1))}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          style={{ transform: `translateY(${row.start - top}px)` }}
        >
          {children(items[row.index]!)}
        </li>
      ))}
    </ul>
  );
}
