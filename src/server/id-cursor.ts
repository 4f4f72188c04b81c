import type { CursorKey } from '../shared/resources/list-cursor';
import { invalidField } from './http-error';

/**
 * The id a newest-first feed's cursor holds (history, stock movements): one whole number, else
 * the cursor is not from that feed (a 422 naming `after`). Undefined without a cursor.
 */
export function afterId(after: readonly CursorKey[] | undefined): number | undefined {
  if (!after) return undefined;
  const [id] = after;
  if (after.length !== 1 || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    throw invalidField('after', 'is not a cursor from this list (X-Next-Cursor)');
  return id;
}
