/**
 * `npm run backup [-- <file>]`: a consistent copy of the SQLite database named by DATABASE_URL,
 * taken with SQLite's online backup while the server keeps running and writing. Without a file,
 * it writes backups/app-<UTC time>.db. PostgreSQL is refused with the pg_dump line to use instead.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { sqlitePath } from '../src/server/db/database';
import Sqlite from '../src/server/db/sqlite-driver';

const USAGE = `Copy the running SQLite database (DATABASE_URL) to a file:
  npm run backup                 → backups/app-<UTC time>.db
  npm run backup -- <file>       → that file (it must not exist yet)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function databaseUrl(): string {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig(process.env, { needsSessionSecret: false }).DATABASE_URL;
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length > 1 || args[0]?.startsWith('-')) fail(`Unexpected arguments.\n\n${USAGE}`);

const url = databaseUrl();
if (!url.startsWith('sqlite:')) {
  fail(
    'npm run backup copies SQLite only; for PostgreSQL use pg_dump, e.g.\n' +
      '  pg_dump --format=custom --file=backups/app-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"\n' +
      '(restore with: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" <file>)',
  );
}
const source = sqlitePath(url);
if (source === ':memory:') fail('DATABASE_URL names an in-memory database: nothing to back up.');
if (!existsSync(source)) fail(`No database at ${source} (DATABASE_URL): nothing to back up.`);

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
const target = resolve(args[0] ?? join('backups', `app-${stamp}.db`));
if (existsSync(target)) fail(`${target} already exists: name a new file.`);
mkdirSync(dirname(target), { recursive: true });
// Written beside the target and renamed when complete and checked, so a file with the final
// name is always a whole backup (an interrupted run leaves only the .partial file).
const partial = `${target}.partial`;
rmSync(partial, { force: true });

const db = new Sqlite(source, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
try {
  // After the first step, copy every remaining page in one step: one read transaction, so the
  // copy is the database as of one moment. In WAL mode that reader does not block the server's
  // writes, and the server's writes cannot restart the copy as they would between small steps.
  await db.backup(partial, { progress: () => Number.MAX_SAFE_INTEGER });
} catch (err) {
  rmSync(partial, { force: true });
  fail(`Backup of ${source} failed: ${(err as Error).message}`);
} finally {
  db.close();
}

const copy = new Sqlite(partial, { fileMustExist: true });
// One self-contained file (no -wal/-shm beside it) to keep or copy back; a server reopening it
// switches it to WAL again.
copy.pragma('journal_mode = DELETE');
const integrity = copy.pragma('integrity_check', { simple: true });
copy.close();
if (integrity !== 'ok') {
  rmSync(partial, { force: true });
  fail(`The copy failed its integrity check (${String(integrity)}): ${source} may be damaged.`);
}
renameSync(partial, target);
const kb = Math.round(statSync(target).size / 1024);
console.log(`Backed up ${source} to ${target} (${kb} KB, integrity ok)`);
