import { closeSync, openSync, readSync, statSync } from 'node:fs';
import pg from 'pg';

/** Debian's PostgreSQL 15 log (pg_ctlcluster: stderr to a file); BENCH_PG_LOG names another. */
const LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

/**
 * Counts the SQL statements a temporary PostgreSQL database runs (pg_stat_statements is not
 * installed): turns on log_statement = 'all' for that database alone, which connections opened
 * afterwards take, and counts the log's lines that name it (Debian's log_line_prefix ends in
 * %u@%d) between mark() and count(). Logging slows each statement, so a count is taken on a call
 * of its own, never a timed one. Undefined when the log cannot be read (another machine's layout).
 */
export async function pgStatementCounter(url: string) {
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  let start: number;
  try {
    start = statSync(LOG).size;
    closeSync(openSync(LOG, 'r'));
  } catch {
    return undefined;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `ALTER DATABASE "${database.replaceAll('"', '""')}" SET log_statement = 'all'`,
    );
  } finally {
    await client.end();
  }
  // "LOG:  statement: …" (simple protocol) or "LOG:  execute <unnamed>: …" (extended, as pg sends
  // parameters); a statement's DETAIL lines and continuation lines do not match.
  const line = new RegExp(`@${database.replace(/\W/g, '\\$&')} LOG:  (statement|execute [^:]*):`);
  return {
    mark: () => void (start = statSync(LOG).size),
    count: async () => {
      await new Promise((resolve) => setTimeout(resolve, 300)); // the log is written a moment after
      const end = statSync(LOG).size;
      const buffer = Buffer.alloc(end - start);
      const fd = openSync(LOG, 'r');
      try {
        readSync(fd, buffer, 0, buffer.length, start);
      } finally {
        closeSync(fd);
      }
      return buffer
        .toString('utf8')
        .split('\n')
        .filter((l) => line.test(l)).length;
    },
  };
}
