import { type CursorKey, decodeCursor, encodeCursor } from '../../shared/resources/list-cursor';
import { type ListSort, sortParam } from '../../shared/resources/list-sort';
import { invalidField } from '../http-error';
import type { OrderBy } from '../repositories/table-repository';
import type { ServerResource } from './server-resource';

/**
 * The order of a list under `?sort=`: the field's column, then the id, one direction (keyset
 * paging compares them as one row value, so the id keeps every key unique).
 */
export function sortedOrder(resource: ServerResource, sort: ListSort): OrderBy {
  const [column, kind] = resource.sorts[sort.field]!;
  const { direction } = sort;
  return column === 'id'
    ? [['id', direction]]
    : [
        [column, direction, kind],
        ['id', direction],
      ];
}

/**
 * A cursor made under `?sort=` starts with the sort, behind a NUL: no stored text holds one, so
 * it is never a key of a list, and the list's own order (whose text keys refuse a NUL) and every
 * other sort tell it from theirs. A cursor is for the order it was made in: under another, the
 * rows "after" it are not the ones that follow the page it came from.
 */
const tagOf = (sort: ListSort) => `\u0000${sortParam(sort)}`;
const isTag = (key: CursorKey | undefined) => typeof key === 'string' && key.startsWith('\u0000');

/** The X-Next-Cursor of a sorted list: the page's keys with its sort in front. */
export function sortedCursor(sort: ListSort | undefined, next: string | undefined) {
  if (!sort || !next) return next;
  return encodeCursor([tagOf(sort), ...decodeCursor(next)!]);
}

/** The keys of an `?after=` cursor for this list's order, or a 422 if another order made it. */
export function cursorKeys(sort: ListSort | undefined, after: readonly CursorKey[] | undefined) {
  if (!after) return undefined;
  const [first, ...rest] = after;
  const made = isTag(first) ? String(first).slice(1) : undefined;
  const wanted = sort && sortParam(sort);
  if (made === wanted) return made === undefined ? after : rest;
  throw invalidField(
    'after',
    `is a cursor from the list sorted ${made ? `by ${made}` : 'in its own order'}, not ` +
      `${wanted ? `by ${wanted}` : 'in its own order'}: start again from the first page`,
  );
}
