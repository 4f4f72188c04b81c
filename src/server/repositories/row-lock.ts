import { type AliasedRawBuilder, PostgresAdapter } from 'kysely';
import type { DatabaseTransaction } from '../db/database';
import { runFixed } from '../db/fixed-statements';
import type { TableName } from '../db/tables';
import type { RowData } from './table-repository';

/**
 * Takes a row's lock until the transaction ends, so transactions that change what hangs off one
 * parent row (a note's section indexes) run one after another instead of interleaving, and each
 * reads what the one before it committed. Interleaved, they shift the same rows in different
 * orders (deadlocks) and count stale siblings (duplicate indexes).
 *
 * PostgreSQL needs SELECT … FOR UPDATE. SQLite has no such clause and needs none: the app has one
 * connection, and a transaction holds it from BEGIN to COMMIT.
 */
export const lockRow = (trx: DatabaseTransaction, table: TableName, id: number) =>
  lockRows(trx, table, [id]);

/**
 * A row, read with its lock in the same statement (PostgreSQL: SELECT * … FOR UPDATE), so a write
 * that locks and then reads what it will change pays one round trip, not two. `columns`, when
 * given, are read instead of the row's own (a sum of the rows hanging off it, say).
 */
export async function lockedRow(
  trx: DatabaseTransaction,
  table: TableName,
  id: number,
  columns?: readonly AliasedRawBuilder<unknown, string>[],
): Promise<RowData | undefined> {
  const postgres = isPostgres(trx);
  const lockOf = (idValue: unknown) => {
    const base = trx.selectFrom(table).where('id', '=', idValue as number);
    const query = columns ? base.select(columns as never) : base.selectAll();
    return postgres ? query.forUpdate() : query;
  };
  if (columns) return (await lockOf(id).executeTakeFirst()) as RowData | undefined;
  // The whole row: the same text for every id of the table (fixed-statements.ts).
  const [row] = await runFixed(trx, `lockedRow ${table}`, [id], ([value]) => lockOf(value));
  return row as RowData | undefined;
}

/** Many rows, read with their locks in one statement, in ascending order of id. */
export async function lockedRows(
  trx: DatabaseTransaction,
  table: TableName,
  ids: readonly number[],
): Promise<RowData[]> {
  if (ids.length === 0) return [];
  const query = trx.selectFrom(table).selectAll().where('id', 'in', ids).orderBy('id');
  const locked = isPostgres(trx) ? query.forUpdate() : query;
  return (await locked.execute()) as RowData[];
}

/** The locks of many rows, taken in the order of their ids, as every caller takes them. */
export async function lockRows(trx: DatabaseTransaction, table: TableName, ids: readonly number[]) {
  if (!isPostgres(trx) || ids.length === 0) return;
  await trx
    .selectFrom(table)
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

// getExecutor() is marked internal, but it is the only way a query knows its dialect.
const isPostgres = (trx: DatabaseTransaction) =>
  trx.getExecutor().adapter instanceof PostgresAdapter;
