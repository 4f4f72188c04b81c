import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { sqliteGroupCommit, type Database } from '../db/database';
import type { CommitBatch } from '../db/commit-batches';
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

/** Statements of up to this many rows are compiled once per count and kept (a group's few). */
const KEPT_ROWS_MAX = 64;

function batchOf<T extends TableName>(table: T, columns: readonly string[]) {
  const shape = `${table} ${columns.join(',')}`;
  let batch = batchesByShape.get(shape);
  if (batch) return batch;
  const size = Math.max(1, Math.floor(MAX_BOUND_VALUES / columns.length));
  const compile = (slice: readonly NewRow<TableName>[]) =>
    sqliteBuilder
      .insertInto(table)
      .values(slice as NewRow<T>[])
      .compile();
  // A group's statement text depends only on its count of rows: built once per count, then
  // bound to each group's values in column order (the query builder cost more than the insert).
  const texts = new Map<number, string>();
  batch = {
    compile: (rows) =>
      batches(rows, size).map((slice) => {
        const values = slice.flatMap((row) =>
          columns.map((c) => (row as Record<string, unknown>)[c]),
        );
        const text = texts.get(slice.length);
        if (text !== undefined) return CompiledQuery.raw(text, values);
        const compiled = compile(slice);
        const bound =
          compiled.parameters.length === values.length &&
          compiled.parameters.every((parameter, i) => parameter === values[i]);
        if (bound && slice.length <= KEPT_ROWS_MAX) texts.set(slice.length, compiled.sql);
        return compiled;
      }),
  };
  batchesByShape.set(shape, batch);
  return batch;
}

/**
 * Inserts rows that nothing reads before the commit (an outbox's events) with the commit of the
 * SQLite group that `db`, a transaction, runs in: one statement for all the group's writes, not
 * one per write (ADR 0046). Answers false when it cannot (PostgreSQL, or not in a transaction):
 * the caller inserts them itself. The rows are written if and only if the transaction is.
 */
export function insertAtCommit<T extends TableName>(
  db: Database,
  table: T,
  rows: readonly NewRow<T>[],
): boolean {
  if (!db.isTransaction || !rows.length) return false;
  const driver = sqliteGroupCommit(db);
  if (!driver) return false;
  const byShape = new Map<string, NewRow<T>[]>();
  for (const row of rows) {
    const columns = Object.keys(row);
    const shape = columns.join(',');
    const list = byShape.get(shape);
    if (list) list.push(row);
    else byShape.set(shape, [row]);
  }
  for (const list of byShape.values()) {
    const batch = batchOf(table, Object.keys(list[0]!)) as CommitBatch<NewRow<T>>;
    if (!driver.atCommit(batch, list)) return false;
  }
  return true;
}
