import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { nextSlug, slugify } from '../../../shared/slug';

/**
 * Publishing (ADR 0023): a page is a draft or published, maybe at a later time; it has a slug
 * (its address, unique), a description and a cover image. The slugs it had before redirect to it
 * (page_slugs), and preview links show a draft to who has one (page_previews, by token hash).
 * Pages already there are published, with a slug from their title.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('pages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  for (const [name, type] of [
    ['publish_at', 'bigint'],
    ['slug', 'text'],
    ['image', pg ? 'bytea' : 'blob'],
    ['image_type', 'text'],
    ['image_hash', 'text'],
  ] as const)
    await db.schema.alterTable('pages').addColumn(name, type).execute();
  await db.schema
    .alterTable('pages')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const pages = (
    await sql<{ id: number; title: string }>`select id, title from pages order by id`.execute(db)
  ).rows;
  const taken = new Set<string>();
  for (const page of pages) {
    const slug = nextSlug(slugify(page.title), (s) => taken.has(s));
    taken.add(slug);
    await sql`update pages set slug = ${slug} where id = ${page.id}`.execute(db);
  }
  await db.schema.createIndex('pages_slug').on('pages').column('slug').unique().execute();
  // What the public sees: published pages by their time.
  await db.schema
    .createIndex('pages_published')
    .on('pages')
    .columns(['status', 'publish_at'])
    .execute();
  await db.schema
    .createTable('page_slugs')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createTable('page_previews')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_previews_page').on('page_previews').column('page_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_previews').execute();
  await db.schema.dropTable('page_slugs').execute();
  await db.schema.dropIndex('pages_published').execute();
  await db.schema.dropIndex('pages_slug').execute();
  for (const name of [
    'status',
    'publish_at',
    'slug',
    'image',
    'image_type',
    'image_hash',
    'description',
  ])
    await db.schema.alterTable('pages').dropColumn(name).execute();
}
