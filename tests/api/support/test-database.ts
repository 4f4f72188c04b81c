import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { scratchDir } from '../../support/scratch-dir';
import { migrationsKey } from './migrated-template';

/**
 * The run's migrated template (tests/api/support/migrated-template.ts) to copy, when this project
 * made one from the migrations as they are now; else undefined, and the caller migrates.
 */
export function currentTemplate(): string | undefined {
  const template = inject('migratedTemplate');
  return template && template.key === migrationsKey() ? template.location : undefined;
}

/**
 * A database for one test file: a temporary SQLite file (tests/support/scratch-dir.ts), or (project api-postgres) a new
 * PostgreSQL database on the server named by TEST_DATABASE_URL, dropped afterwards. Empty, or a
 * copy of `template` (a SQLite file, or a PostgreSQL database to create it from).
 */
export async function createTestDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DIALECT !== 'postgres') {
    const dir = scratchDir('api-test-');
    if (template) copyFileSync(template, join(dir, 'test.db'));
    return {
      url: `sqlite:${join(dir, 'test.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error(
      'TEST_DATABASE_URL is not set: export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
    );
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect().catch((err: Error) => {
    throw new Error(
      `Cannot reach PostgreSQL at TEST_DATABASE_URL (${err.message}): start it, or unset TEST_DATABASE_URL`,
    );
  });
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  // A commit need not wait for its WAL to reach the disk: nothing here outlives a crash.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
