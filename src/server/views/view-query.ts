import { z } from 'zod';
import { listQuery } from '../../shared/resources/define';
import { enquiryListQuery } from '../../shared/enquiries';
import { VIEW_RESOURCES, type ViewResource } from '../../shared/views';
import { HttpError } from '../http-error';
import { listFilters } from '../resource-engine/list-filters';
import { SERVER_RESOURCES } from '../resources/registry';

/**
 * What a view of each list may hold: the parameters its list and CSV take beyond paging, by the
 * same schemas (`?q=`, a resource's filters and flags, `?status=`, and `?sort=` with the fields
 * that list sorts by, ADR 0033), so a view can never name what its list would refuse.
 */
const q = listQuery.shape.q;
const SHAPES = Object.fromEntries(
  VIEW_RESOURCES.map((resource): [ViewResource, z.ZodRawShape] => [
    resource,
    resource === 'enquiries'
      ? { q, ...enquiryListQuery.shape }
      : { q, ...listFilters(SERVER_RESOURCES[resource]).shape },
  ]),
) as Record<ViewResource, z.ZodRawShape>;
const SCHEMAS = Object.fromEntries(
  Object.entries(SHAPES).map(([resource, shape]) => [resource, z.object(shape)]),
) as Record<ViewResource, z.ZodObject>;

/** The parameters a view of the list may hold, in the order its query is written. */
export const viewParameters = (resource: ViewResource) => Object.keys(SHAPES[resource]);

/**
 * A view's query checked against its list: every parameter one the list takes, once, with a value
 * it takes (a sort by a field it sorts by). Empty parameters are left out, as the list leaves them
 * out. Answers the query as it is kept: the list's parameters in their order, the search trimmed.
 * Anything else is a 422 under `query.<parameter>` (`query.sort`), which says what the list takes.
 */
export function checkedViewQuery(resource: ViewResource, query: string): string {
  const allowed = viewParameters(resource);
  const list = resource;
  // A Map: a parameter's name comes from the client and may be `__proto__` or `constructor`.
  const problems = new Map<string, string>();
  const values = new Map<string, string>();
  for (const [key, raw] of new URLSearchParams(query.trim().replace(/^\?/, ''))) {
    if (!allowed.includes(key))
      problems.set(
        key,
        `is not a parameter of the ${list} list, which takes ${allowed.join(', ')}`,
      );
    else if (values.has(key)) problems.set(key, 'is given twice');
    else if (raw.trim() !== '') values.set(key, key === 'q' ? raw.trim() : raw);
  }
  if (problems.size === 0) {
    const parsed = SCHEMAS[resource].safeParse(Object.fromEntries(values));
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        problems.set(String(issue.path[0] ?? 'q'), issue.message);
  }
  if (problems.size > 0) {
    const errors = Object.fromEntries(
      [...problems].map(([key, message]) => [`query.${key}`, [message]]),
    );
    const [first] = problems;
    throw new HttpError(422, `Validation failed: query.${first![0]} ${first![1]}`, errors);
  }
  return new URLSearchParams(
    allowed.filter((key) => values.has(key)).map((key) => [key, values.get(key)!]),
  ).toString();
}
