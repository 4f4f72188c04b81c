import type Sqlite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

// Far above the distinct SQL texts the app runs (a few hundred: each query shape, and each length
// of an IN list or a multi-row insert): a guard against a leak, not a working-set size.
const CAPACITY = 2_000;

/**
 * The connection Kysely's SQLite dialect uses, preparing each SQL text once and reusing it.
 *
 * Why: Kysely prepares a statement for every query, and SQLite parses and plans each one; reused
 * statements skip that work, which counts more with better-sqlite3 13: its prepare() cost about
 * ten times 12's when measured (roughly 50 µs against 5 µs a statement). The cache was first
 * written for another reason: better-sqlite3 12 under Node 24 aborts the process when the
 * collector frees a statement outside a JavaScript context, so the server kept every statement
 * alive. Node 22+ now loads better-sqlite3 13, which has no such destructor (sqlite-driver.ts),
 * and Node 20 never had the abort. Statements stay until close() finalises them; past CAPACITY
 * the least recently used one is dropped: the price of a bound, never reached by the app's queries.
 */
export function cachingConnection(
  connection: Sqlite.Database,
  capacity = CAPACITY,
): SqliteDatabase & { prepared: () => number; forget: () => void } {
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
    // Closing the database finalises every statement still prepared.
    close: () => connection.close(),
    prepared: () => statements.size,
    // Each is prepared again on its next use (after ANALYZE: see db/planner-statistics.ts).
    forget: () => statements.clear(),
  };
}
