import { type Kysely, sql } from 'kysely';

/**
 * A webhook's deliveries are read by its id (its log, its cascade on delete); every other row
 * (an event, a mail, a notification) has none. Indexing only the deliveries spares each write
 * that queues an event a page of that index (ADR 0041).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_webhook').execute();
  await db.schema
    .createIndex('outbox_webhook')
    .on('outbox')
    .columns(['webhook_id', 'id'])
    .where(sql.ref('webhook_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_webhook').execute();
  await db.schema
    .createIndex('outbox_webhook')
    .on('outbox')
    .columns(['webhook_id', 'id'])
    .execute();
}
