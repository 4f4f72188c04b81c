import { z } from 'zod';
import { TITLE_MAX, withoutNul } from './fields';

/**
 * Saved views (docs/decisions/0035-saved-views.md): a dashboard list's search, filters and sort
 * saved under a name, for oneself or shared with all staff. Shared by the routes, the views bar
 * above each list and the Ctrl-K palette.
 */

/** The lists a view can be of: the resource lists that sort (ADR 0033), and the enquiries. */
export const VIEW_RESOURCES = [
  'clients',
  'projects',
  'notes',
  'pages',
  'inventory',
  'stickers',
  'tools',
  'enquiries',
] as const;
export type ViewResource = (typeof VIEW_RESOURCES)[number];

/** What each list is called in the palette ("Inventory", "Clients"): its resource, capitalised. */
export const viewListName = (resource: ViewResource) =>
  resource.charAt(0).toUpperCase() + resource.slice(1);

export const VIEW_NAME_MAX = TITLE_MAX;
/** A list's query is a search of at most 200 characters, a few filters and a sort. */
export const VIEW_QUERY_MAX = 1_000;
/** How many views one person may keep of one list: each is a chip above it. */
export const VIEWS_PER_LIST_MAX = 50;

/** The list a view opens: /dashboard/{resource}, with its query. */
export const viewPath = (view: { resource: ViewResource; query: string }) =>
  `/dashboard/${view.resource}${view.query ? `?${view.query}` : ''}`;

/**
 * A list's query as one comparable string: its parameters sorted, empty ones left out, so
 * `sort=-city&q=oslo` and `q=oslo&sort=-city` are one view. The page and its size are not part
 * of a view.
 */
export function viewQueryKey(query: string | Record<string, string | undefined>): string {
  const entries =
    typeof query === 'string'
      ? [...new URLSearchParams(query.replace(/^\?/, ''))]
      : Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined);
  return new URLSearchParams(
    entries
      .map(([key, value]) => [key, value.trim()] as [string, string])
      .filter(([key, value]) => value !== '' && key !== 'page' && key !== 'size')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
}

const nameField = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'is required')
  .max(VIEW_NAME_MAX, `must be at most ${VIEW_NAME_MAX} characters`)
  .refine(withoutNul, 'must not contain NUL characters');

const queryField = z
  .string({ error: 'must be text' })
  .max(VIEW_QUERY_MAX, `must be at most ${VIEW_QUERY_MAX} characters`);

const resourceField = z.enum(VIEW_RESOURCES, {
  error: `must be one of ${VIEW_RESOURCES.join(', ')}`,
});

/** What the form sends: the name, and whether all staff see it. */
export const viewFormFields = z.object({
  name: nameField,
  shared: z.boolean({ error: 'must be true or false' }).default(false),
});

/**
 * `{view: {resource, name, query, shared}}`. `query` is the list's URL query (`q=oslo&sort=-city`,
 * a leading `?` allowed); the server checks it against that list's own parameters.
 */
export const viewFields = viewFormFields.extend({
  resource: resourceField,
  query: queryField.default(''),
});
export type ViewInput = z.input<typeof viewFields>;

export const viewCreateBody = z.object({ view: viewFields }, { error: 'must be a JSON object' });
/** PUT /views/{id}: fields left out stay as they are (a rename sends the name alone). */
export const viewUpdateBody = z.object(
  {
    view: z.object({
      resource: resourceField.optional(),
      name: nameField.optional(),
      query: queryField.optional(),
      shared: z.boolean({ error: 'must be true or false' }).optional(),
    }),
  },
  { error: 'must be a JSON object' },
);
export type ViewChanges = z.output<typeof viewUpdateBody>['view'];

export const viewSchema = z.object({
  id: z.number(),
  resource: z.enum(VIEW_RESOURCES),
  name: z.string(),
  /** The list's query as the server keeps it: its own parameters, in the list's order. */
  query: z.string(),
  /** Seen by all staff (true), or by its owner only. */
  shared: z.boolean(),
  /** Who made it: the only one, beside a superuser, who may change a shared view. */
  owner: z.object({ id: z.number(), username: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof viewSchema>;

export const viewListQuery = z.object({
  resource: resourceField.optional().describe('Only the views of this list'),
});
