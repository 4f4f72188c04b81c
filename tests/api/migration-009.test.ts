import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrate';
import { usersRepository } from '../../src/server/repositories/users';
import { createTestDatabase } from './support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.restoreAllMocks();
});

// Before 009 the unique index was on lower(username): on SQLite "Ärne" and "ärne" could both
// exist. Migration 009 must not fail on them: the later one keeps its name, with a key no
// sign-in can type, and still signs in by email.
describe.runIf(process.env.TEST_DIALECT === 'sqlite')('migration 009-login-keys', () => {
  it('folds existing names; two that fold alike keep the first, the later signs in by email', async () => {
    const database = await createTestDatabase();
    const { db } = openDatabase(database.url);
    cleanups.push(database.drop, () => db.destroy());
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('008-record-versions')).error).toBeUndefined();
    for (const [username, email] of [
      ['Ärne', 'first@example.com'],
      ['ärne', 'second@example.com'],
    ])
      await sql`insert into users (username, email_address, password_hash, created_at)
                values (${username}, ${email}, 'x', 0)`.execute(db);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const users = usersRepository(db);
    expect((await users.findByLogin('username', 'ÄRNE'))?.email_address).toBe('first@example.com');
    expect((await users.findByLogin('email_address', 'SECOND@example.com'))?.username).toBe('ärne');
    expect(warn).toHaveBeenCalledOnce();
    const down = await migrator.migrateTo('008-record-versions');
    expect(down.error).toBeUndefined();
  });
});
