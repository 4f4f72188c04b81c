import type { Kysely } from 'kysely';

/**
 * Accounts managed from the dashboard: an account can be disabled (it keeps its row, so its name
 * stays taken, and can be enabled again), and an ordinary account can be linked to one client,
 * whose projects its "My projects" screen lists. Deleting the client unlinks the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('users_client_id').on('users').column('client_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_client_id').execute();
  await db.schema.alterTable('users').dropColumn('client_id').execute();
  await db.schema.alterTable('users').dropColumn('disabled').execute();
}
