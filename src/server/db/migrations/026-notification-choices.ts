import type { Kysely } from 'kysely';

/**
 * What each person chose on My account about their notifications (ADR 0030): which types also
 * come by email, and whether an admin hears of low stock at all. No row: the defaults (no email,
 * low stock on), so existing accounts need nothing written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_choices')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    // The types that also come by email, comma-separated: "mention,assignment".
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    // 0: an admin who asked not to hear of low stock.
    .addColumn('low_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_choices').execute();
}
