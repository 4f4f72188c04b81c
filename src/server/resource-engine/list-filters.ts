import { z } from 'zod';
import { TITLE_MAX, idSchema, parseId, withoutNul } from '../../shared/fields';
import type { PageState } from '../../shared/resources/pages';
import type { ServerResource } from './server-resource';
import { statusQuery } from './visibility';
import { type ListSort, listSortQuery } from '../../shared/resources/list-sort';

/** `?low_stock=true`: a list narrowed to a flag of its resource; false or absent, not narrowed. */
const flagQuery = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true')
  .optional();

/** `?assignee=me` or an account's id (a resource's `byAccount`). */
const accountQuery = z.string().transform((value, ctx) => {
  const id = value === 'me' ? 'me' : parseId(value);
  if (id === undefined) ctx.addIssue({ code: 'custom', message: 'must be me or an account id' });
  return id ?? z.NEVER;
});

/**
 * `?country=Norway`: a text field's one value (a definition's `textFilters`), as stored: trimmed,
 * no longer than a stored text can be. Empty, not narrowed, as a list leaves empty filters out.
 */
const textQuery = z
  .string()
  .trim()
  .max(TITLE_MAX, `must be at most ${TITLE_MAX} characters`)
  .refine(withoutNul, 'must not contain NUL characters')
  .transform((v) => v || undefined)
  .optional();

/**
 * What narrows a resource's list beyond ?q=, for its JSON and its CSV alike: a parent's id
 * (`?project_id=`), a text field's value (`?country=Norway`), its flags (`?low_stock=true`) and
 * an account (`?assignee=me`), and its order (`?sort=-quantity`). `shape` extends the query's
 * schema; `split` sorts a parsed query into the list's `where`, `matches` (the text values, which
 * the repository compares case-insensitively) and `flags`, with `me` as the signed-in account's
 * id, and says whether the list is in its by-account order.
 */
export function listFilters(resource: ServerResource) {
  const flagSpecs = Object.entries(resource.flags ?? {});
  const flagNames = flagSpecs.map(([name]) => name);
  const { byAccount } = resource;
  const { filters, textFilters } = resource.definition;
  const shape = {
    ...Object.fromEntries(filters.map((f) => [f, idSchema.optional()])),
    ...Object.fromEntries(
      textFilters.map((f) => [
        f,
        textQuery.describe(`Only the records whose ${f} is this, in any case`),
      ]),
    ),
    ...Object.fromEntries(flagSpecs.map(([f, flag]) => [f, flagQuery.describe(flag.description)])),
    ...(resource.publishes && { status: statusQuery }),
    sort: listSortQuery(Object.keys(resource.sorts)).optional(),
    ...(byAccount && {
      [byAccount.param]: accountQuery.optional().describe(byAccount.description),
    }),
  };
  function split({ status, sort, ...rest }: Record<string, unknown>, me?: number) {
    const flags = flagNames.filter((f) => rest[f] === true);
    const matches = Object.fromEntries(
      textFilters.flatMap((f) => (typeof rest[f] === 'string' ? [[f, rest[f]]] : [])),
    ) as Record<string, string>;
    const where = Object.fromEntries(
      Object.entries(rest).filter(
        ([key]) =>
          !flagNames.includes(key) && !textFilters.includes(key) && key !== byAccount?.param,
      ),
    );
    const account = byAccount && rest[byAccount.param];
    // No one signed in has no "me" (a token always has its account): no id matches 0.
    if (account !== undefined) where[byAccount!.column] = account === 'me' ? (me ?? 0) : account;
    const order = account !== undefined ? ('byAccount' as const) : undefined;
    return {
      where,
      matches,
      flags,
      status: status as PageState | undefined,
      order,
      sort: sort as ListSort | undefined,
    };
  }
  return { shape, split };
}
