import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Two-step sign-in: each user's authenticator secret (encrypted; confirmed_at null while setup is
 * unconfirmed), their single-use recovery codes (hashed), and the sign-ins waiting for a code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const owner = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('users.id').onDelete('cascade');

  await db.schema
    .createTable('two_step_secrets')
    .addColumn('user_id', 'integer', (c) => owner(c).primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    // The last time-step whose code was accepted: a code of that step or an earlier one is refused.
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('two_step_recovery_codes')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', owner)
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('two_step_recovery_codes_user')
    .on('two_step_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('two_step_pending')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', owner)
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('two_step_pending_user')
    .on('two_step_pending')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_step_pending').execute();
  await db.schema.dropTable('two_step_recovery_codes').execute();
  await db.schema.dropTable('two_step_secrets').execute();
}
