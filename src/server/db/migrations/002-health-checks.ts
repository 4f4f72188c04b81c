import type { Kysely } from 'kysely';

/**
 * One row that /healthz rewrites on every check: a database that answers reads but cannot commit
 * a write (a read-only file or transaction, a full disk) is not healthy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_checks')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('checked_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_checks').execute();
}
