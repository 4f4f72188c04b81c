import { type Kysely, sql } from 'kysely';

/**
 * The overview counts what failed to send (mail, webhook deliveries) on every read: an index of
 * just the failed rows, few, makes that count a short read however long the outbox grows
 * (notifications and webhook deliveries stay in it once sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('outbox_failed')
    .on('outbox')
    .columns(['channel', 'id'])
    .where(sql.ref('state'), '=', 'failed')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_failed').execute();
}
