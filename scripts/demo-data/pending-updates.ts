import type { HistoryRow } from './history';

/** A record's updates not yet written, oldest first, and the next one's index. */
type Pending = { rows: HistoryRow[]; next: number };

/**
 * The records with updates still to write, as a binary min-heap on the time of each one's next
 * update: one item per record, not per update, so taking an update is one sift, not two.
 */
export function pendingUpdates() {
  const items: Pending[] = [];
  const at = (p: Pending) => p.rows[p.next]!.at;
  const swap = (i: number, j: number) => ([items[i], items[j]] = [items[j]!, items[i]!]);
  const siftDown = () => {
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const m = l + 1 < items.length && at(items[l + 1]!) < at(items[l]!) ? l + 1 : l;
      if (l >= items.length || at(items[m]!) >= at(items[i]!)) return;
      swap(i, m);
      i = m;
    }
  };
  return {
    nextAt: () => (items.length ? at(items[0]!) : Infinity),
    add(item: Pending) {
      for (let i = items.push(item) - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (at(items[parent]!) <= at(items[i]!)) return;
        swap(i, parent);
        i = parent;
      }
    },
    /** The earliest pending update, taken off. */
    take(): HistoryRow {
      const top = items[0]!;
      const row = top.rows[top.next++]!;
      if (top.next === top.rows.length) {
        const last = items.pop()!;
        if (items.length) items[0] = last;
      }
      if (items.length) siftDown();
      return row;
    },
  };
}
