import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Sqlite from './sqlite-driver';
import {
  Kysely,
  PostgresDialect,
  sql,
  type LogConfig,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import { cachingConnection } from './sqlite-connection';
import type { Tables } from './tables';
import { type Written, writeTracker } from './write-tracker';
import { breather } from './breather';
import { GroupCommitDialect, type GroupCommitDriver } from './group-commit';
import { isWriteConflict } from './database-errors';
import { CACHED_PLANS, CUSTOM_PLANS, isStalePlan, nameStatements } from './named-statements';
import { holdStatements, holdsStatements, runUnread } from './held-statements';

export type Database = Kysely<Tables>;
export type DatabaseTransaction = Transaction<Tables>;
export type Dialect = 'sqlite' | 'postgres';

/**
 * What a SQLite database's users learn about its changes: this process's own writes (every Kysely
 * INSERT, UPDATE or DELETE on it, named by table, after it has run) and other processes' commits
 * (PRAGMA data_version changes when another connection commits: the users CLI, a seed script).
 */
export type SqliteChanges = {
  onWrite(listener: (written: Written) => void): () => void;
  dataVersion(): number;
};
const sqliteChangeFeeds = new WeakMap<Database, SqliteChanges>();
/** The change feed of a database opened by openDatabase on SQLite; undefined on PostgreSQL. */
export const sqliteChanges = (db: Database) => sqliteChangeFeeds.get(db);

// Keyed by the adapter, which a database shares with its transactions (getExecutor() is marked
// internal; fixed-statements.ts reads it so too).
const groupCommits = new WeakMap<object, GroupCommitDriver>();
/**
 * The group-committing driver of a database opened by openDatabase on SQLite (ADR 0044), also
 * when asked from one of its transactions; undefined on PostgreSQL.
 */
export const sqliteGroupCommit = (db: Database | DatabaseTransaction) =>
  groupCommits.get(db.getExecutor().adapter);

const statementCaches = new WeakMap<Database, () => void>();
/**
 * Drops the statements a SQLite database's connection keeps prepared, so each is planned afresh:
 * one compiled before the planner's statistics were read keeps its plan whatever it is bound to.
 */
export const forgetPreparedStatements = (db: Database) => statementCaches.get(db)?.();

export function sqlitePath(url: string): string {
  return url.slice('sqlite:'.length) || ':memory:';
}

/** Opens the database behind a DATABASE_URL with the same Kysely query code for both dialects. */
export function openDatabase(
  url: string,
  onConnectionError: (err: Error) => void = (err) =>
    console.error(`PostgreSQL connection lost: ${err.message}`),
  /** Kysely's query log: only the statement log of the write benchmark uses it. */
  log?: LogConfig,
): { db: Database; dialect: Dialect } {
  if (url.startsWith('sqlite:')) {
    const file = sqlitePath(url);
    if (file !== ':memory:') makeFolder(dirname(file));
    const raw = new Sqlite(file);
    // exec: their results are not needed (assertSqliteDurability reads them back below).
    raw.exec('pragma journal_mode = WAL');
    // better-sqlite3 would leave WAL at NORMAL, which can lose the last commits on a power cut.
    raw.exec('pragma synchronous = FULL');
    raw.exec('pragma foreign_keys = ON');
    raw.exec('pragma busy_timeout = 5000');
    // 64 MB of page cache instead of SQLite's 2 MB: a busy database's indexes stay in memory.
    raw.exec('pragma cache_size = -65536');
    const connection = cachingConnection(raw);
    assertSqliteDurability(connection, file);
    const listeners = new Set<(written: Written) => void>();
    // Prepared once on the raw connection and kept for the database's life: it is read on every
    // cached read, and pluck() must not change a statement that the caching connection shares.
    const dataVersion = raw.prepare('pragma data_version').pluck();
    const dialect = new GroupCommitDialect(raw, connection);
    const db = new Kysely<Tables>({
      dialect,
      plugins: [
        // Told once committed: until then, cached answers of its tables still show what is on disk.
        writeTracker((written) =>
          dialect.driver.afterCommit(() => listeners.forEach((listener) => listener(written))),
        ),
        breather(),
      ],
      ...(log && { log }),
    });
    statementCaches.set(db, connection.forget);
    groupCommits.set(db.getExecutor().adapter, dialect.driver);
    sqliteChangeFeeds.set(db, {
      onWrite: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
      dataVersion: () => dataVersion.get() as number,
    });
    return { db, dialect: 'sqlite' };
  }
  // pg is loaded on first use (Kysely asks for the pool then): a SQLite server never loads it.
  return { db: postgresDatabase(url, onConnectionError, {}, log), dialect: 'postgres' };
}

/** A Kysely over PostgreSQL whose pool is opened on first use; `pool` may set session options. */
export function postgresDatabase(
  url: string,
  onConnectionError: (err: Error) => void,
  pool: { max?: number; options?: string } = {},
  log?: LogConfig,
): Database {
  return new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: () => postgresPool(url, onConnectionError, pool) }),
    ...(log && { log }),
  });
}

async function postgresPool(
  url: string,
  onConnectionError: (err: Error) => void,
  { max = 10, options }: { max?: number; options?: string },
) {
  const { default: pg } = await import('pg');
  // PostgreSQL sends bigint (int8, e.g. COUNT(*)) as text; every such value here fits a JS number.
  pg.types.setTypeParser(20, (v) => Number(v));
  // While PostgreSQL is down or unreachable, a request waits at most this long for a connection
  // (then answers 503) instead of hanging until the client gives up.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: [CUSTOM_PLANS, options].filter(Boolean).join(' '),
    connectionTimeoutMillis: 5000,
    // Statements sent without waiting for the one before: held-statements.ts sends a
    // transaction's BEGIN and unread statements with its next statement, in one round trip.
    pipeline: true,
  });
  // A connection the server drops (restart, failover, terminated backend) emits 'error' on its
  // client, and an 'error' with no listener ends the process. pg-pool listens only while a client
  // is idle; a checked-out one (e.g. inside a transaction, between two queries) has no listener.
  // So every client gets one for its whole life: its queries fail (a 503), the pool discards it
  // on release and opens a fresh connection for the next request.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    nameStatements(client, pg.Query);
    holdStatements(client);
  });
  // pg-pool re-emits an idle client's error on the pool: already reported by the listener above.
  pool.on('error', () => {});
  return pool;
}

/**
 * mkdir -p, one level at a time. Node's own recursive mkdir (20.x) spins forever where mkdir
 * answers ENOENT under a parent that exists (e.g. /proc/x): here that is an error, at once.
 */
function makeFolder(dir: string): void {
  if (existsSync(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) makeFolder(parent);
  try {
    mkdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

function assertSqliteDurability(connection: SqliteDatabase, file: string): void {
  const read = (name: string) => Object.values(connection.prepare(`pragma ${name}`).all([])[0]!)[0];
  const mode = read('journal_mode');
  const sync = read('synchronous');
  const fk = read('foreign_keys');
  const wantWal = file !== ':memory:';
  if ((wantWal && mode !== 'wal') || sync !== 2 || fk !== 1) {
    throw new Error(
      `SQLite settings did not apply (journal_mode=${mode}, synchronous=${sync}, foreign_keys=${fk})`,
    );
  }
}

/** One cheap round trip: at start, so a database that cannot be reached fails at once, clearly. */
export async function ping(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` is already one (a write of
 * the resource engine, which claims the record first and then runs the resource's own queries).
 * A new one that PostgreSQL rolled back for meeting another (a deadlock), or for a statement
 * prepared before a migration changed its table, runs once more: its work is all in the
 * database, so nothing of the first try remains. A second failure is the caller's
 * (the error handler answers it 503 with Retry-After). On PostgreSQL its statements may keep
 * their plans (CACHED_PLANS, sent with its BEGIN).
 */
export async function inTransaction<T>(
  db: Database,
  work: (trx: DatabaseTransaction) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as DatabaseTransaction);
  const planned = async (trx: DatabaseTransaction) => {
    if (holdsStatements(trx)) await runUnread(trx, CACHED_PLANS.compile(trx));
    return work(trx);
  };
  try {
    return await db.transaction().execute(planned);
  } catch (error) {
    // A statement prepared before another instance's migration changed its table: the
    // connection has dropped its names (named-statements.ts), so the next try prepares anew.
    if (!isWriteConflict(error) && !isStalePlan(error)) throw error;
    return db.transaction().execute(planned);
  }
}
