import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Mail (ADR 0024): the outbox every mail is written to in the transaction that caused it, and
 * sent from afterwards; the links mails hold (only their hashes are kept); invitations; a waitlist
 * entry's confirmation. The outbox is not among the tables whose changes empty cached answers
 * (migration 004): nothing cached reads it, and its sender writes to it all day long.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', id)
    // 'mail' today; webhooks and notifications are other channels of the same outbox.
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // The channel's own parts as JSON: a mail's HTML part and headers.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    // Taken by a sender until then: another instance leaves it alone (and takes it after a crash).
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // When this round of attempts began (written, or resent by a superuser): a day later, failed.
    .addColumn('queued_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('state'), '=', 'waiting')
    .execute();
  await db.schema
    .createTable('mail_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('waitlist_id', 'integer', (c) =>
      c.references('waitlist_entries.id').onDelete('cascade'),
    )
    // An email change's new address.
    .addColumn('email_address', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('mail_links_user')
    .on('mail_links')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();
  await db.schema
    .createIndex('mail_links_waitlist')
    .on('mail_links')
    .column('waitlist_id')
    .execute();
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'integer', id)
    .addColumn('email_address', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('accepted_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('invitations_email').on('invitations').column('email_key').execute();
  await db.schema.alterTable('waitlist_entries').addColumn('confirmed_at', 'bigint').execute();
  // When the last confirmation mail was written: null for an address listed before mail existed
  // (never asked, so never removed for want of an answer).
  await db.schema.alterTable('waitlist_entries').addColumn('asked_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('waitlist_entries').dropColumn('asked_at').execute();
  await db.schema.alterTable('waitlist_entries').dropColumn('confirmed_at').execute();
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('mail_links').execute();
  await db.schema.dropTable('outbox').execute();
}
