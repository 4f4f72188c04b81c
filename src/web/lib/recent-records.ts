/**
 * The records a user opened last, newest first, kept in this browser per user (localStorage,
 * keyed by the user's id) so the palette can offer them again with nothing typed. Storage that is
 * full, forbidden or holds something else is treated as empty: remembering is a convenience.
 */
export interface RecentRecord {
  /** A resource's name, or "users" for an account. */
  resource: string;
  id: number;
  title: string;
  /** The dashboard screen that shows it. */
  url: string;
}

/** How many each user's list keeps. */
export const RECENT_MAX = 8;

export const recentKey = (userId: number) => `recent-records:${userId}`;

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

// Only dashboard paths: whatever else the storage holds is never navigated to.
const isRecent = (value: unknown): value is RecentRecord => {
  const r = value as Partial<RecentRecord> | null;
  return (
    typeof r?.resource === 'string' &&
    Number.isSafeInteger(r.id) &&
    typeof r.title === 'string' &&
    typeof r.url === 'string' &&
    r.url.startsWith('/dashboard/')
  );
};

export function readRecent(userId: number, store = localStore()): RecentRecord[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(recentKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a record first in its user's list (once: an earlier visit moves up), keeping RECENT_MAX. */
export function rememberRecent(
  userId: number,
  record: RecentRecord,
  store = localStore(),
): RecentRecord[] {
  const other = (r: RecentRecord) => r.resource !== record.resource || r.id !== record.id;
  const next = [record, ...readRecent(userId, store).filter(other)].slice(0, RECENT_MAX);
  try {
    store?.setItem(recentKey(userId), JSON.stringify(next));
  } catch {
    // Full or forbidden: this visit is not remembered, and nothing else changes.
  }
  return next;
}
