import type { Database } from '../db/database';

/**
 * Staff accounts (admins and superusers) as others see them: who a task can be assigned to.
 * A disabled account is no one's to assign work to.
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
    /** Whether the account exists at all, and whether it is enabled staff. */
    async assignable(id: number): Promise<'assignable' | 'not staff' | 'missing'> {
      if (await enabledStaff().select('id').where('id', '=', id).executeTakeFirst())
        return 'assignable';
      const any = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      return any ? 'not staff' : 'missing';
    },
  };
}
