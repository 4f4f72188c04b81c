import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Imports (src/server/imports/): each import of a file into a list, and what it did to each record
 * (created, or the fields it changed and their values before), so that it can be undone. The
 * history entries an import wrote name it, so the activity log can be narrowed to one import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('imports')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('created', 'integer', (c) => c.notNull())
    .addColumn('updated', 'integer', (c) => c.notNull())
    .addColumn('unchanged', 'integer', (c) => c.notNull())
    .addColumn('undone_at', 'bigint')
    .addColumn('undone_by', 'text')
    .execute();
  await db.schema
    .createIndex('imports_resource')
    .on('imports')
    .columns(['resource', 'id'])
    .execute();
  await db.schema
    .createTable('import_records')
    .addColumn('import_id', 'integer', (c) =>
      c.notNull().references('imports.id').onDelete('cascade'),
    )
    .addColumn('record_id', 'integer', (c) => c.notNull())
    // The record's version once the import wrote it: an undo leaves a record that moved past it.
    .addColumn('version', 'integer', (c) => c.notNull())
    // null: created by the import; else the changed fields' values before, as JSON.
    .addColumn('before', 'text')
    .addPrimaryKeyConstraint('import_records_pk', ['import_id', 'record_id'])
    .execute();
  await db.schema.alterTable('history').addColumn('import_id', 'integer').execute();
  await db.schema
    .createIndex('history_import')
    .on('history')
    .columns(['import_id', 'id'])
    .where('import_id', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('history_import').execute();
  await db.schema.alterTable('history').dropColumn('import_id').execute();
  await db.schema.dropTable('import_records').execute();
  await db.schema.dropTable('imports').execute();
}
