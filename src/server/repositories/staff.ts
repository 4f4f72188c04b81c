import type { Database } from '../db/database';
import { loginKey } from '../auth/login-key';

/**
 * Staff accounts (admins and superusers) as others see them: who a task can be assigned to (ADR
 * 0027), who a comment may mention (ADR 0028), who hears of low stock (ADR 0029, 0030). A disabled
 * account is none of these.
 */
export function staffRepository(db: Database) {
  const enabledStaff = () =>
    db
      .selectFrom('users')
      .where('disabled', '=', 0)
      .where((w) => w.or([w('admin', '=', 1), w('superuser', '=', 1)]));
  return {
    list: () =>
      enabledStaff().select(['id', 'username']).orderBy('username_key').orderBy('id').execute(),
    /** Their ids only: whom a notice for every admin goes to. */
    ids: async (): Promise<number[]> =>
      (await enabledStaff().select('id').orderBy('id').execute()).map((row) => Number(row.id)),
    /** Those who hear of low stock: all of them but who turned it off on My account. */
    lowStockIds: async (): Promise<number[]> => {
      const rows = await enabledStaff()
        .select('id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('notification_choices')
                .select('user_id')
                .whereRef('notification_choices.user_id', '=', 'users.id')
                .where('low_stock', '=', 0),
            ),
          ),
        )
        .orderBy('id')
        .execute();
      return rows.map((row) => Number(row.id));
    },
    /** Whether the account exists at all, and whether it is enabled staff. */
    async assignable(id: number): Promise<'assignable' | 'not staff' | 'missing'> {
      if (await enabledStaff().select('id').where('id', '=', id).executeTakeFirst())
        return 'assignable';
      const any = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      return any ? 'not staff' : 'missing';
    },
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
