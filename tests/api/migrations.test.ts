import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/startup/seed';
import { DEMO_PAGES } from '../../src/server/startup/demo-pages';
import { verifyPassword } from '../../src/server/auth/passwords';
import { createTestDatabase } from './support/test-database';

const TABLES = [
  'pages',
  'clients',
  'projects',
  'fundings',
  'expenses',
  'tasks',
  'notes',
  'sections',
  'inventory_items',
  'stickers',
  'tools',
  'users',
  'sessions',
  'waitlist_entries',
];

/** A fresh, empty database per test, closed and dropped afterwards. */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function emptyDatabase(): Promise<{ db: Database; url: string }> {
  const database = await createTestDatabase();
  const { db } = openDatabase(database.url);
  cleanups.push(database.drop, () => db.destroy());
  return { db, url: database.url };
}
const tableNames = async (db: Database) => (await db.introspection.getTables()).map((t) => t.name);
const count = async (db: Database, table: 'users' | 'pages') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const silentLog = () => ({ info: vi.fn(), warn: vi.fn() });

describe('migrateToLatest', () => {
  it('creates every table on an empty database', async () => {
    const { db } = await emptyDatabase();
    expect(await tableNames(db)).toEqual([]);
    const applied = await migrateToLatest(db);
    expect(applied.length).toBeGreaterThan(0);
    expect(await tableNames(db)).toEqual(expect.arrayContaining(TABLES));
  });

  it('is a no-op the second time', async () => {
    const { db } = await emptyDatabase();
    await migrateToLatest(db);
    const before = await tableNames(db);
    await db
      .insertInto('pages')
      .values({ title: 'Kept', content: '', created_at: 1, updated_at: 1 })
      .execute();
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await tableNames(db)).toEqual(before);
    expect(await count(db, 'pages')).toBe(1);
  });
});

describe('seedIfEmpty', () => {
  it('creates the superuser from ADMIN_* and the demo pages once, and not again', async () => {
    const { db, url } = await emptyDatabase();
    await migrateToLatest(db);
    const config = loadConfig({
      DATABASE_URL: url,
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_USERNAME: 'boss',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'a long admin password',
    });
    const log = silentLog();
    await seedIfEmpty(db, config, log);

    const users = await db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      username: 'boss',
      email_address: 'boss@example.com',
      admin: 1,
      superuser: 1,
    });
    expect(users[0]!.password_hash).not.toContain('a long admin password');
    expect(await verifyPassword(users[0]!.password_hash, 'a long admin password')).toBe(true);
    const pages = await db.selectFrom('pages').select('title').orderBy('created_at').execute();
    expect(pages.map((p) => p.title)).toEqual(DEMO_PAGES.map((p) => p.title));
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('a long admin password');

    await seedIfEmpty(
      db,
      { ...config, ADMIN_USERNAME: 'other', ADMIN_EMAIL: 'other@example.com' },
      log,
    );
    expect(await count(db, 'users')).toBe(1);
    expect(await count(db, 'pages')).toBe(DEMO_PAGES.length);
  });

  it('without ADMIN_PASSWORD, prints a random password once, and it works', async () => {
    const { db, url } = await emptyDatabase();
    await migrateToLatest(db);
    const config = loadConfig({ DATABASE_URL: url, SESSION_SECRET: 'x'.repeat(40) });
    const log = silentLog();
    await seedIfEmpty(db, config, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
    const message = String(log.warn.mock.calls[0]![0]);
    const password = /password: (\S+)/.exec(message)?.[1];
    expect(password).toBeTruthy();
    const user = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      username: 'admin',
      email_address: 'admin@example.com',
      superuser: 1,
    });
    expect(await verifyPassword(user.password_hash, password!)).toBe(true);
    await seedIfEmpty(db, config, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('leaves existing pages alone when the users table is empty but pages exist', async () => {
    const { db, url } = await emptyDatabase();
    await migrateToLatest(db);
    await db
      .insertInto('pages')
      .values({ title: 'Mine', content: '', created_at: 1, updated_at: 1 })
      .execute();
    const config = loadConfig({
      DATABASE_URL: url,
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'password123',
    });
    await seedIfEmpty(db, config, silentLog());
    expect(await count(db, 'users')).toBe(1);
    expect((await db.selectFrom('pages').select('title').execute()).map((p) => p.title)).toEqual([
      'Mine',
    ]);
  });
});
