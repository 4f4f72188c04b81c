import { PostgresAdapter } from 'kysely';
import type { DatabaseTransaction } from '../db/database';
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
 * that locks and then reads what it will change pays one round trip, not two.
 */
export async function lockedRow(
  trx: DatabaseTransaction,
  table: TableName,
  id: number,
): Promise<RowData | undefined> {
  const query = trx.selectFrom(table).selectAll().where('id', '=', id);
  const locked = isPostgres(trx) ? query.forUpdate() : query;
  return (await locked.executeTakeFirst()) as RowData | undefined;
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
