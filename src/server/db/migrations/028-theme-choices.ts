import type { Kysely } from 'kysely';

/**
 * Each person's theme (ADR 0032): light or dark, remembered so that signing in on another browser
 * brings it along (the session sets the `theme` cookie from it). No row: follow the system.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('theme_choices')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    // 'light' or 'dark'; "system" is no row.
    .addColumn('theme', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('theme_choices').execute();
}
