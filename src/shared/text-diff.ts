/** One line of a diff: kept in both texts, only in the new one (added) or only in the old one. */
export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/** Lines past which a diff's table (old × new) would be too large: shown as a whole swap. */
const MAX_CELLS = 4_000_000;

/**
 * What changed from `before` to `after`, line by line: a longest common subsequence of lines
 * (kept), the rest removed or added, removals first where both happen at one place. Lines the
 * texts share at their start and end are kept without entering the table.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.split(/\r?\n/);
  const b = after === '' ? [] : after.split(/\r?\n/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head = a.slice(0, start).map((text) => ({ kind: 'same' as const, text }));
  const tail = a.slice(endA).map((text) => ({ kind: 'same' as const, text }));
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  return [...head, ...middle(x, y), ...tail];
}

function middle(x: string[], y: string[]): DiffLine[] {
  const removed = (text: string) => ({ kind: 'removed' as const, text });
  const added = (text: string) => ({ kind: 'added' as const, text });
  if (x.length * y.length > MAX_CELLS) return [...x.map(removed), ...y.map(added)];
  // lcs[i][j]: the longest common subsequence of x[i..] and y[j..], one row at a time.
  const width = y.length + 1;
  const lcs = new Uint32Array((x.length + 1) * width);
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i * width + j] =
        x[i] === y[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      out.push({ kind: 'same', text: x[i]! });
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) out.push(removed(x[i++]!));
    else out.push(added(y[j++]!));
  }
  while (i < x.length) out.push(removed(x[i++]!));
  while (j < y.length) out.push(added(y[j++]!));
  return out;
}
