import type { Database } from '../db/database';
import { loginKey } from '../auth/login-key';

/** Who is staff (admins and superusers): the people a comment may mention (ADR 0028). */
export function staffRepository(db: Database) {
  return {
    /** Enabled staff accounts by username, for the `@` suggestions. */
    list: () =>
      db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('disabled', '=', 0)
        .where((w) => w.or([w('admin', '=', 1), w('superuser', '=', 1)]))
        .orderBy('username_key')
        .execute(),
    /** The accounts these usernames name (compared as sign-in does), with their roles. */
    async byUsernames(names: readonly string[]) {
      if (names.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'username', 'username_key', 'admin', 'superuser', 'disabled'])
        .where('username_key', 'in', names.map(loginKey))
        .execute();
    },
  };
}
