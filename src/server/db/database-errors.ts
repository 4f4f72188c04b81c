// Socket-level failures between the server and PostgreSQL.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs that mean "the database cannot serve this now", not "this request is wrong":
// shutting down / crashed / starting up, too many connections, a full disk, a read-only database.
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '53100', '25006']);

// What node-postgres and pg-pool say when a connection ends, dies or cannot be had in time.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

// SQLite: the file cannot be written (read-only file or mount, full disk, I/O error) or stays locked.
const SQLITE_CODE = /^SQLITE_(READONLY|FULL|IOERR|BUSY|CANTOPEN)/;

function unavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  return (
    NETWORK_CODES.has(code) ||
    POSTGRES_CODES.has(code) ||
    code.startsWith('08') || // connection_exception and its subclasses
    SQLITE_CODE.test(code) ||
    DRIVER_MESSAGES.some((re) => re.test(message))
  );
}

// PostgreSQL's deadlock_detected and serialization_failure: two transactions met, one was
// rolled back, and the same work run again would most likely pass.
const WRITE_CONFLICT_CODES = new Set(['40P01', '40001']);

/** Whether a transaction failed only because it met another one (a deadlock): worth a retry. */
export const isWriteConflict = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  WRITE_CONFLICT_CODES.has(String((error as { code?: unknown }).code));

/**
 * Whether an error means the database is unreachable or cannot take writes right now (a restart,
 * an outage, a full disk), as opposed to a bug or a bad request. Such a request deserves a 503 the
 * client may retry; the causes of a wrapped error (e.g. a failed migration) are looked at too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (unavailable(e as { code?: unknown; message?: unknown })) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A row that names another that is not there (a foreign key), on either database. */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};
