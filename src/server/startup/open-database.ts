import { type Database, type Dialect, openDatabase, ping } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** Thrown when DATABASE_URL cannot be used at start; its message is the one line to print. */
export class DatabaseStartError extends Error {}

/**
 * Opens DATABASE_URL, makes one round trip and migrates. A folder that cannot be made, a file that
 * cannot be opened or a server that cannot be reached is a DatabaseStartError naming the variable
 * (the operator's to fix), not a stack trace; a failing migration still throws as it is.
 */
export async function openMigratedDatabase(
  url: string,
): Promise<{ db: Database; dialect: Dialect }> {
  let opened: { db: Database; dialect: Dialect };
  try {
    opened = openDatabase(url);
  } catch (err) {
    throw new DatabaseStartError(
      `Invalid configuration: DATABASE_URL cannot be opened: ${describe(err)} (got "${redact(url)}")`,
    );
  }
  try {
    await ping(opened.db);
  } catch (err) {
    await opened.db.destroy().catch(() => {});
    throw new DatabaseStartError(
      `Cannot use the database named by DATABASE_URL (${redact(url)}): ${describe(err)}`,
    );
  }
  await migrateToLatest(opened.db);
  return opened;
}

/** An error's message on one line; a failed dual-stack connect is an AggregateError with none. */
function describe(err: unknown): string {
  const e = err as { message?: string; code?: string; errors?: { message?: string }[] };
  const text =
    e.message || e.errors?.map((inner) => inner.message).join('; ') || e.code || String(err);
  return text.replace(/\s*\n\s*/g, ' ');
}

/** The URL as it may be printed: never the password. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** openMigratedDatabase for the process entry: a DatabaseStartError is one line on stderr, exit 1. */
export async function openDatabaseOrExit(url: string) {
  try {
    return await openMigratedDatabase(url);
  } catch (err) {
    if (!(err instanceof DatabaseStartError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
