import type { ResourceName } from '../../shared/resources/names';
import { RECORD_SCREENS } from '../../shared/record-screens';

/**
 * What the dashboard calls a record of each resource, and where it is shown. Shared by the
 * history, the trash and the delete toasts, which name records of every resource; the screens
 * themselves keep their own paths (only the addresses are repeated here, as strings).
 */

/**
 * A resource's name, "users" (accounts, in the history), "waitlist" (an address removed) or
 * "comments" (a record's comment, in its history and the search).
 */
export type RecordResource = ResourceName | 'users' | 'waitlist' | 'comments';

/** One and many: "funding" and "fundings", for "2 fundings" and "funding “Grant”". */
export const RECORD_NOUNS: Record<RecordResource, readonly [one: string, other: string]> = {
  pages: ['page', 'pages'],
  clients: ['client', 'clients'],
  projects: ['project', 'projects'],
  fundings: ['funding', 'fundings'],
  expenses: ['expense', 'expenses'],
  tasks: ['task', 'tasks'],
  notes: ['note', 'notes'],
  sections: ['section', 'sections'],
  inventory: ['inventory item', 'inventory items'],
  stickers: ['sticker', 'stickers'],
  tools: ['tool', 'tools'],
  users: ['account', 'accounts'],
  waitlist: ['waitlist address', 'waitlist addresses'],
  comments: ['comment', 'comments'],
};

const isRecordResource = (name: string): name is RecordResource => name in RECORD_NOUNS;

/** "funding", or the resource's own name for one this table does not know. */
export const nounOf = (resource: string, count = 1): string =>
  isRecordResource(resource) ? RECORD_NOUNS[resource][count === 1 ? 0 : 1] : resource;

/** "Funding": a noun at the start of a sentence or a column. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The resource whose screen shows a part (a funding on its project's screen). */
export const PART_OF: Partial<Record<RecordResource, RecordResource>> = {
  fundings: 'projects',
  expenses: 'projects',
  tasks: 'projects',
  sections: 'notes',
};

/**
 * The screen to open for a record: its own, or for a part its parent's. Null when there is none
 * to go to (a part whose parent is not known). A deleted record's screen is still given: it
 * sends the visitor back to its list.
 */
export function recordPath(
  resource: string,
  id: number | null,
  parent?: { resource: string; id: number } | null,
): string | null {
  const target = parent ?? (id === null ? null : { resource, id });
  if (!target || !isRecordResource(target.resource)) return null;
  return RECORD_SCREENS[target.resource]?.(target.id) ?? null;
}
