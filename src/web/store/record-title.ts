import type { RootState } from './store';

/**
 * The field each record is called by on screen ("Northwind Traders" for a client), for the kinds
 * of record with a detail screen of their own. Checked against each slice's record type.
 */
const TITLE_FIELDS = {
  clients: 'organization_name',
  projects: 'name',
  notes: 'title',
  pages: 'title',
  inventory: 'name',
  stickers: 'name',
  tools: 'name',
  users: 'username',
} as const satisfies {
  [K in keyof RootState]?: keyof NonNullable<RootState[K] extends { current: infer C } ? C : never>;
};

type Titled = keyof typeof TITLE_FIELDS;

const isTitled = (resource: string): resource is Titled => Object.hasOwn(TITLE_FIELDS, resource);

/**
 * The title of the record a detail screen loaded (its slice's `current`), or null while that
 * record is not the one loaded.
 */
export function selectOpenedTitle(state: RootState, resource: string, id: number): string | null {
  if (!isTitled(resource)) return null;
  const current = state[resource].current as Record<string, unknown> | null;
  if (current?.id !== id) return null;
  const title = current[TITLE_FIELDS[resource]];
  return typeof title === 'string' && title.trim() !== '' ? title : null;
}
