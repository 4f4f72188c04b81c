import type { Database } from '../db/database';
import type { ThemeChoice } from '../../shared/theme';

/** Each person's theme (migration 028): a row for light or dark; no row follows the system. */
export function themeChoicesRepository(db: Database) {
  return {
    async get(userId: number): Promise<ThemeChoice> {
      const row = await db
        .selectFrom('theme_choices')
        .select('theme')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.theme === 'light' || row?.theme === 'dark' ? row.theme : 'system';
    },

    async put(userId: number, theme: ThemeChoice) {
      if (theme === 'system') {
        await db.deleteFrom('theme_choices').where('user_id', '=', userId).execute();
        return;
      }
      await db
        .insertInto('theme_choices')
        .values({ user_id: userId, theme })
        .onConflict((c) => c.column('user_id').doUpdateSet({ theme }))
        .execute();
    },
  };
}
