import type { SessionUser } from '../../shared/session';
import { ALL, type Versions, versionOf } from './versions';

// A session answer is built from these: a sign-in or sign-out anywhere, a password change (which
// ends sessions) or a user's new role changes one of them.
const TABLES = ['sessions', 'users', ALL];

/**
 * Signed-in users by stored session id, so a signed-in read need not look its session up each
 * time. An entry holds only while sessions and users are at the versions it was read at (the
 * versions are checked on every request, on every server: a sign-out on one server ends the
 * session on all of them at once), and at most `ttlMs`, so the hourly last-seen touch and the
 * idle expiry still happen in the database.
 */
export function sessionCache({ ttlMs = 60_000, maxEntries = 10_000 } = {}) {
  const entries = new Map<string, { user: SessionUser; stamp: number[]; at: number }>();
  return {
    get(id: string, versions: Versions, now = Date.now()): SessionUser | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (
        now - entry.at >= ttlMs ||
        TABLES.some((t, i) => versionOf(versions, t) !== entry.stamp[i])
      ) {
        entries.delete(id);
        return undefined;
      }
      return entry.user;
    },
    set(id: string, user: SessionUser, versions: Versions, now = Date.now()) {
      entries.delete(id);
      entries.set(id, { user, stamp: TABLES.map((t) => versionOf(versions, t)), at: now });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
