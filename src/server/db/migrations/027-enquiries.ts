import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Enquiries (ADR 0031): what a visitor sends from the contact form, kept until staff close it.
 * Not a resource-engine record (anyone may create one), but versioned all the same, so a
 * status change names the version it saw and two staff cannot overwrite each other unseen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email_address', 'text', (c) => c.notNull())
    // A service's slug (src/shared/public-routes.ts), or '' for "Something else".
    .addColumn('service', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    // new, answered, closed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  // The list filtered by status, newest first, and the overview's count of new ones.
  await db.schema
    .createIndex('enquiries_status')
    .on('enquiries')
    .columns(['status', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiries').execute();
}
