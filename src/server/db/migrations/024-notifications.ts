import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Notifications (ADR 0029): each person's inbox of things that need them. A notification to make
 * is first an outbox row (migration 019, channel 'notification'), written in the transaction of
 * the write that caused it; the sender then files it here, once, whichever instance sends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // mention, assignment, due_soon, overdue, low_stock
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    // What the bell shows: "Cable ties fell to 3 (threshold 5)".
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('actor', 'text')
    // The outbox row it came from: a row sent twice (a crash after filing it) files it once.
    .addColumn('outbox_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addUniqueConstraint('notifications_once', ['user_id', 'outbox_id'])
    .execute();
  await db.schema
    .createIndex('notifications_inbox')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
