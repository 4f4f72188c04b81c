import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Stock that adds up: every change of an item's or a sticker's quantity is a movement (who, when,
 * how many, why, the quantity after), so the movements of a record always sum to its quantity.
 * Rows that exist already start with one "counted" movement of their whole quantity. Items and
 * stickers get an optional low-stock threshold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('stock_movements')
    .addColumn('id', pg ? 'bigint' : 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity_after', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movements_record')
    .on('stock_movements')
    .columns(['resource', 'record_id', 'id'])
    .execute();
  await db.schema
    .createIndex('stock_movements_project')
    .on('stock_movements')
    .columns(['project_id', 'id'])
    .execute();
  // A project's screen shows the stock used on it: its cached answer must see a new movement
  // (migrations 004 and 007: a change version in 16 slots, bumped by a statement trigger).
  if (pg) {
    await sql`insert into table_versions (table_name, slot, version)
      select 'stock_movements', s, 0 from generate_series(0, 15) s`.execute(db);
    await sql`create trigger stock_movements_changed
      after insert or update or delete or truncate on stock_movements
      for each statement execute function table_changed()`.execute(db);
  }
  for (const [table, resource] of [
    ['inventory_items', 'inventory'],
    ['stickers', 'stickers'],
  ] as const) {
    await db.schema.alterTable(table).addColumn('low_stock_threshold', 'integer').execute();
    await sql`insert into stock_movements (resource, record_id, at, actor, amount, reason, note, quantity_after)
      select ${resource}, id, updated_at, null, quantity, 'counted', '', quantity
      from ${sql.table(table)} where quantity <> 0`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`delete from table_versions where table_name = 'stock_movements'`.execute(db);
  await db.schema.dropTable('stock_movements').execute();
  for (const table of ['inventory_items', 'stickers'])
    await db.schema.alterTable(table).dropColumn('low_stock_threshold').execute();
}
