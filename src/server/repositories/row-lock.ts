import { PostgresAdapter } from 'kysely';
import type { DatabaseTransaction } from '../db/database';
import { compileFixed } from '../db/fixed-statements';
import { runAhead } from '../db/held-statements';
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
  const [row] = (await trx.executeQuery(wholeRowLock(trx, table, id))).rows;
  return row as RowData | undefined;
}

/**
 * A row's lock, started now (runAhead), for the statements after it to go out with it. Only the
 * lock: a statement reads as of its start (PostgreSQL's READ COMMITTED), and FOR UPDATE re-reads
 * only the row it locks, so rows that others change under that lock (a project's totals) must
 * be read by a statement of their own, started after it.
 */
export async function lockRowAhead(trx: DatabaseTransaction, table: TableName, id: number) {
  if (!isPostgres(trx)) return;
  const lock = compileFixed(trx, `lockRow ${table}`, [id], ([value]) =>
    trx
      .selectFrom(table)
      .select('id')
      .where('id', '=', value as number)
      .forUpdate(),
  );
  await runAhead(trx, lock);
}

/**
 * lockedRow's whole row, started now and read from `answer` later (held-statements.ts): on
 * PostgreSQL a read started right after it goes out with it, in the same round trip, and runs
 * once the lock is taken.
 */
export async function lockedRowAhead(trx: DatabaseTransaction, table: TableName, id: number) {
  const { answer } = await runAhead(trx, wholeRowLock(trx, table, id));
  return { answer: answer.then(([row]) => row as RowData | undefined) };
}

/** The whole row's lock: the same text for every id of the table (fixed-statements.ts). */
const wholeRowLock = (trx: DatabaseTransaction, table: TableName, id: number) =>
  compileFixed(trx, `lockedRow ${table}`, [id], ([value]) => lockOf(trx, table, value));

function lockOf(trx: DatabaseTransaction, table: TableName, id: unknown) {
  const query = trx
    .selectFrom(table)
    .where('id', '=', id as number)
    .selectAll();
  return isPostgres(trx) ? query.forUpdate() : query;
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
