import { z } from 'zod';
import { idSchema } from '../../shared/fields';
import type { PageState } from '../../shared/resources/pages';
import type { ServerResource } from './server-resource';
import { statusQuery } from './visibility';

/** `?low_stock=true`: a list narrowed to a flag of its resource; false or absent, not narrowed. */
const flagQuery = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true')
  .optional();

/**
 * What narrows a resource's list beyond ?q=, for its JSON and its CSV alike: a parent's id
 * (`?project_id=`) and its flags (`?low_stock=true`). `shape` extends the query's schema; `split`
 * sorts a parsed query into the list's `where` and `flags`.
 */
export function listFilters(resource: ServerResource) {
  const flagSpecs = Object.entries(resource.flags ?? {});
  const flagNames = flagSpecs.map(([name]) => name);
  const shape = {
    ...Object.fromEntries(resource.definition.filters.map((f) => [f, idSchema.optional()])),
    ...Object.fromEntries(flagSpecs.map(([f, flag]) => [f, flagQuery.describe(flag.description)])),
    ...(resource.publishes && { status: statusQuery }),
  };
  function split({ status, ...rest }: Record<string, unknown>) {
    const flags = flagNames.filter((f) => rest[f] === true);
    const where = Object.fromEntries(
      Object.entries(rest).filter(([key]) => !flagNames.includes(key)),
    );
    return { where, flags, status: status as PageState | undefined };
  }
  return { shape, split };
}
