import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Revisions (issue 37): each version of a page's text, written with every create and update of a
 * page (resources/pages.ts, afterWrite), so its History can show, compare and restore it. `at` is
 * the write's stamp, which its history entry's `at` equals. No foreign key: like the history, a
 * page's versions outlive its trip to the trash. Each page already there gets its version now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('page_revisions')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('page_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('slug', 'text')
    .execute();
  await db.schema
    .createIndex('page_revisions_page')
    .on('page_revisions')
    .columns(['page_id', 'at'])
    .execute();
  await sql`insert into page_revisions (page_id, at, actor, version, title, content, description, slug)
    select id, updated_at, updated_by, version, title, content, description, slug from pages`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_revisions').execute();
}
