import type Sqlite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

// Far above the distinct SQL texts the app runs (a few hundred: each query shape, and each length
// of an IN list or a multi-row insert): a guard against a leak, not a working-set size.
const CAPACITY = 2_000;

/**
 * The connection Kysely's SQLite dialect uses, preparing each SQL text once and reusing it.
 *
 * Why: Kysely prepares a statement for every query, and better-sqlite3 (12.x) wraps each in a
 * native object that Node 24 cannot safely garbage-collect: Node 24's ObjectWrap removes an
 * environment cleanup hook in its destructor, and when the collector runs it outside any
 * context (at exit, or at any time) the process aborts with `Assertion failed: (env) != nullptr`.
 * Statements kept here are never garbage while the process runs, and close() finalises them.
 * Reuse also spares SQLite re-parsing every query. Past CAPACITY the least recently used one is
 * dropped (so it can be collected again): the price of a bound, never reached by the app's queries.
 */
export function cachingConnection(
  connection: Sqlite.Database,
  capacity = CAPACITY,
): SqliteDatabase & { prepared: () => number } {
  const statements = new Map<string, Sqlite.Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql); // set again below: the most recently used comes last
      } else {
        statement = connection.prepare(sql);
        if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    // Finalises every statement still prepared. They stay referenced until the process exits, so
    // none becomes garbage between closing the database and exiting.
    close: () => connection.close(),
    prepared: () => statements.size,
  };
}
