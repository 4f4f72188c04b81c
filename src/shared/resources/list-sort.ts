import { z } from 'zod';

/**
 * `?sort=field` (ascending) or `?sort=-field` (descending): a list in the order of one of the
 * fields it shows, then by id (docs/decisions/0033-sortable-lists.md). Absent: the list's own
 * order. An unknown field is a 422 that names the allowed ones.
 */
export type ListSort = { field: string; direction: 'asc' | 'desc' };

/** The `sort` parameter as the URL writes it: `name`, `-name`. */
export const sortParam = (sort: ListSort) => `${sort.direction === 'desc' ? '-' : ''}${sort.field}`;

/** A `sort` value read back: its field and direction, whatever the field. */
export function parseSort(value: string): ListSort {
  return value.startsWith('-')
    ? { field: value.slice(1), direction: 'desc' }
    : { field: value, direction: 'asc' };
}

/** `?sort=` for a list whose order can be any of `fields`. */
export const listSortQuery = (fields: readonly string[]) => {
  const allowed = `must be one of ${fields.join(', ')}, each optionally after - (descending)`;
  return z
    .string()
    .max(100, allowed)
    .transform((value, ctx) => {
      const sort = parseSort(value);
      if (!fields.includes(sort.field)) {
        ctx.addIssue({ code: 'custom', message: allowed });
        return z.NEVER;
      }
      return sort;
    })
    .describe(
      `The list's order: one of ${fields.join(', ')}, ascending, or after - descending ` +
        '(`-name`); then by id. A cursor (X-Next-Cursor) is for the order it was made in.',
    );
};
