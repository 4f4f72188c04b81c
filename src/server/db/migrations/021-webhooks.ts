import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Webhooks (ADR 0026): who is told of which events, and each delivery attempt. An event to send is
 * a row of the outbox (migration 019, channel 'webhook'), written in the write's transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'integer', id)
    .addColumn('url', 'text', (c) => c.notNull())
    // The event types as a JSON array ('clients.created', 'inventory.low_stock', '*').
    .addColumn('events', 'text', (c) => c.notNull())
    // The signing secret (whsec_…), sealed under the session secret: a dump alone cannot sign.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    // Why it was switched off (failing for a day), or null.
    .addColumn('disabled_reason', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Which webhook an outbox row is a delivery to: its deliveries go with it.
  await db.schema
    .alterTable('outbox')
    .addColumn('webhook_id', 'integer', (c) => c.references('webhooks.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('outbox_webhook')
    .on('outbox')
    .columns(['webhook_id', 'id'])
    .execute();
  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'integer', id)
    .addColumn('outbox_id', 'integer', (c) =>
      c.notNull().references('outbox.id').onDelete('cascade'),
    )
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    // The first KB of the answer, or why there was none.
    .addColumn('response', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_attempts_outbox')
    .on('webhook_attempts')
    .columns(['outbox_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropIndex('outbox_webhook').execute();
  await db.schema.alterTable('outbox').dropColumn('webhook_id').execute();
  await db.schema.dropTable('webhooks').execute();
}
