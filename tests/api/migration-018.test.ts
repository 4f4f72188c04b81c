import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/database';
import { migrateToLatest, migrations } from '../../src/server/db/migrate';
import { createTestDatabase } from './support/test-database';

// Migration 018 keeps each version of a page's text: the pages already there get one, their text
// as the migration finds it, stamped with their last write.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('migration 018-page-revisions', () => {
  it('gives each page already there one version: its text, version and stamps', async () => {
    const database = await createTestDatabase();
    const { db } = openDatabase(database.url);
    cleanups.push(database.drop, () => db.destroy());
    const result = await new Migrator({
      db: db as Database,
      provider: { getMigrations: async () => migrations },
    }).migrateTo('017-publishing');
    expect(result.error).toBeUndefined();
    await sql`insert into pages (title, content, created_at, updated_at, updated_by, version, slug)
      values ('Old post', 'Old text', 1000, 2000, 'chief', 3, 'old-post')`.execute(db);

    expect(await migrateToLatest(db)).toContain('018-page-revisions');
    const rows = await db.selectFrom('page_revisions').selectAll().execute();
    expect(
      rows.map((r) => ({ ...r, id: undefined, at: Number(r.at), version: Number(r.version) })),
    ).toEqual([
      {
        id: undefined,
        page_id: expect.any(Number),
        at: 2000,
        actor: 'chief',
        version: 3,
        title: 'Old post',
        content: 'Old text',
        description: '',
        slug: 'old-post',
      },
    ]);
  });
});
