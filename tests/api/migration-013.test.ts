import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/database';
import { migrateToLatest, migrations } from '../../src/server/db/migrate';
import { resourceService } from '../../src/server/resource-engine/resource-service';
import { clients } from '../../src/server/resources/clients';
import { runSearch } from '../../src/server/search/run-search';
import { createTestDatabase } from './support/test-database';

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
const found = async (db: Database, q: string, superuser = false) =>
  (await runSearch(db, { q, limit: 20 }, superuser)).map((h) => `${h.resource}:${h.id}:${h.url}`);

/** Rows as they were before migration 013, written straight to the tables. */
async function rowsBefore(db: Database) {
  const insert = (table: string, values: Record<string, unknown>) =>
    sql`insert into ${sql.table(table)} (${sql.join(Object.keys(values).map((k) => sql.ref(k)))})
        values (${sql.join(Object.values(values))})`.execute(db);
  await insert('clients', { organization_name: 'Northwind Traders', city: 'Zürich' });
  await insert('projects', { name: 'Harbour cameras', description: '', project_class: 'CCTV' });
  await insert('tasks', {
    name: 'Survey the quayside',
    description: 'With the harbourmaster',
    project_id: 1,
  });
  await insert('notes', { title: 'Runbook' });
  for (const [index, title, content] of [
    [1, 'Network', 'The core switch lives in rack seven.'],
    [0, 'Power', 'Check the uninterruptible supply first.'],
  ] as const)
    await insert('sections', { note_id: 1, index, title, content });
  await insert('pages', {
    ...{ title: 'Weekly harbour roundup', content: 'News', created_at: 1, updated_at: 1 },
  });
  await insert('inventory_items', { name: 'Crimping pliers', specification: 'RJ45', quantity: 0 });
  await insert('stickers', { name: 'Blue harbour logo', description: '', quantity: 0 });
  await insert('tools', { name: 'Harbour crane', specification: 'Ten tonnes' });
  await insert('users', {
    ...{ username: 'quillfeather', email_address: 'quill@example.com', password_hash: 'x' },
    ...{ admin: 0, superuser: 0, created_at: 0, username_key: 'quillfeather', email_key: 'q' },
  });
}

describe('migration 013-search-index', () => {
  it('indexes the rows already there, and the writes after it keep the index', async () => {
    const db = await emptyDatabase();
    expect((await migrator(db).migrateTo('012-overview-totals')).error).toBeUndefined();
    await rowsBefore(db);
    expect(await migrateToLatest(db)).toContain('013-search-index');

    expect(await found(db, 'north')).toEqual(['clients:1:/dashboard/clients/1']);
    expect(await found(db, 'nortwind zurich')).toEqual(['clients:1:/dashboard/clients/1']);
    expect(await found(db, 'uninterruptible')).toEqual(['notes:1:/dashboard/notes/1']);
    expect(await found(db, 'quayside')).toEqual(['tasks:1:/dashboard/projects/1']);
    expect(await found(db, 'quillfeather')).toEqual([]);
    expect(await found(db, 'quill', true)).toEqual(['users:1:/dashboard/users/1']);
    // Titles starting with the word (in title order), then titles with it, then texts with it
    // (newest first in each).
    expect(await found(db, 'harbour')).toEqual([
      'projects:1:/dashboard/projects/1',
      'tools:1:/dashboard/tools/1',
      'stickers:1:/dashboard/stickers/1',
      'pages:1:/dashboard/pages/edit/1',
      'tasks:1:/dashboard/projects/1',
    ]);

    const service = resourceService(db, clients);
    await service.update(1, { organization_name: 'Southwind' }, { actor: 'test' });
    expect(await found(db, 'north')).toEqual([]);
    expect(await found(db, 'southwind')).toEqual(['clients:1:/dashboard/clients/1']);
    await service.create({ organization_name: 'Northern Lights' }, { actor: 'test' });
    expect(await found(db, 'north')).toEqual(['clients:2:/dashboard/clients/2']);
  });

  it('goes down to 012 and up again', async () => {
    const db = await emptyDatabase();
    expect((await migrator(db).migrateTo('012-overview-totals')).error).toBeUndefined();
    await rowsBefore(db);
    await migrateToLatest(db);
    expect((await migrator(db).migrateTo('012-overview-totals')).error).toBeUndefined();
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables.filter((t) => t.startsWith('search_'))).toEqual([]);
    await migrateToLatest(db);
    expect(await found(db, 'runbook')).toEqual(['notes:1:/dashboard/notes/1']);
  });
});
