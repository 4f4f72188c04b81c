import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Saved views (ADR 0035): a dashboard list's search, filters and sort under a name, its owner's
 * alone or shared with all staff. `name_key` is the name folded as login names are (NFC, lower
 * case, in JavaScript), unique per owner and list, so "Low stock" and "low stock" are one name on
 * both databases. Not among the tables whose changes empty cached answers (migration 004):
 * nothing cached is built from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The list it is of: clients, projects, notes, pages, inventory, stickers, tools, enquiries.
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    // The list's URL query as checked and written back by the server: `q=…&low_stock=true&sort=-quantity`.
    .addColumn('query', 'text', (c) => c.notNull().defaultTo(''))
    // 1: every staff member sees it; 0: its owner only.
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One name per owner and list; also how an owner's own views are found.
  await db.schema
    .createIndex('saved_views_name')
    .on('saved_views')
    .columns(['user_id', 'resource', 'name_key'])
    .unique()
    .execute();
  // The views shared with everyone.
  await db.schema
    .createIndex('saved_views_shared')
    .on('saved_views')
    .columns(['shared', 'resource'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_views').execute();
}
