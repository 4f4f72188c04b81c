import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrate';
import { createTestDatabase } from './support/test-database';

// Migration 017 makes the pages already there published, each with its own slug from its title.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function emptyDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  const { db } = openDatabase(database.url);
  cleanups.push(database.drop, () => db.destroy());
  return db;
}
const migrator = (db: Database) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

describe('migration 017-publishing', () => {
  it('publishes the pages already there, each at a slug of its own, and goes back down', async () => {
    const db = await emptyDatabase();
    expect((await migrator(db).migrateTo('016-imports')).error).toBeUndefined();
    for (const title of ['Café opening', 'Café Opening!', '🚀'])
      await sql`insert into pages (title, content, created_at, updated_at) values (${title}, '', 0, 0)`.execute(
        db,
      );

    expect((await migrator(db).migrateTo('017-publishing')).error).toBeUndefined();
    const rows = await sql<{ slug: string; status: string; publish_at: number | null }>`
      select slug, status, publish_at from pages order by id`.execute(db);
    expect(rows.rows).toEqual([
      { slug: 'cafe-opening', status: 'published', publish_at: null },
      { slug: 'cafe-opening-2', status: 'published', publish_at: null },
      { slug: 'page', status: 'published', publish_at: null },
    ]);
    await expect(
      sql`insert into pages (title, content, created_at, updated_at, slug) values ('x', '', 0, 0, 'page')`.execute(
        db,
      ),
    ).rejects.toThrow();

    expect((await migrator(db).migrateTo('016-imports')).error).toBeUndefined();
    const back = await sql<{ title: string }>`select title from pages order by id`.execute(db);
    expect(back.rows.map((r) => r.title)).toEqual(['Café opening', 'Café Opening!', '🚀']);
  });
});
