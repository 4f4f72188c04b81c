import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { sqliteGroupCommit, type Database } from '../db/database';
import type { CommitBatch } from '../db/commit-batches';
import { compileFixed, rowsOf } from '../db/fixed-statements';
import type { NewRow, TableName, Tables } from '../db/tables';
import { MAX_BOUND_VALUES, batches } from './table-repository';

/** Builds SQLite statements without a connection: a group's rows are run by its driver. */
const sqliteBuilder = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** One batch per table and set of columns: rows of one shape share a multi-row insert. */
const batchesByShape = new Map<string, CommitBatch<NewRow<TableName>>>();

/** Statements of up to this many rows are built once per count (fixed-statements.ts). */
const KEPT_ROWS_MAX = 64;

function batchOf<T extends TableName>(table: T, columns: readonly string[]) {
  const shape = `${table} ${columns.join(',')}`;
  let batch = batchesByShape.get(shape);
  if (batch) return batch;
  const size = Math.max(1, Math.floor(MAX_BOUND_VALUES / columns.length));
  const insert = (rows: readonly Record<string, unknown>[]) =>
    sqliteBuilder.insertInto(table).values(rows as NewRow<T>[]);
  batch = {
    // A group's text depends only on its count of rows: the query builder cost more than the
    // insert, so it is built once per count and bound to each group's values.
    compile: (rows) =>
      batches(rows, size).map((slice) => {
        if (slice.length > KEPT_ROWS_MAX) return insert(slice).compile();
        const values = slice.flatMap((row) =>
          columns.map((c) => (row as Record<string, unknown>)[c]),
        );
        return compileFixed(sqliteBuilder, `${shape} ${slice.length}`, values, (bound) =>
          insert(rowsOf(bound, columns)),
        );
      }),
  };
  batchesByShape.set(shape, batch);
  return batch;
}

/**
 * Inserts rows that nothing reads before the commit (an outbox's events) with the commit of the
 * SQLite group that `db`, a transaction, runs in: one statement for all the group's writes, not
 * one per write (ADR 0046). Answers false when it cannot (PostgreSQL, or not in a transaction):
 * the caller inserts them itself. The rows are written if and only if the transaction is. They
 * have the first row's columns, as fixedRows (outbox.ts) takes them.
 */
export function insertAtCommit<T extends TableName>(
  db: Database,
  table: T,
  rows: readonly NewRow<T>[],
): boolean {
  if (!db.isTransaction || !rows.length) return false;
  const driver = sqliteGroupCommit(db);
  if (!driver) return false;
  const batch = batchOf(table, Object.keys(rows[0]!)) as CommitBatch<NewRow<T>>;
  return driver.atCommit(batch, rows);
}
