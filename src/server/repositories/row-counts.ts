import type { Database } from '../db/database';
import type { TableName } from '../db/tables';

/**
 * Row counts of whole tables from row_counts, which triggers keep (migration 003): a few indexed
 * rows instead of count(*) over the table. On PostgreSQL a count is spread over slots that
 * concurrent writers update apart (migration 007), so it is their sum. A table without a counter
 * is counted.
 */
export async function countRows(db: Database, table: TableName): Promise<number> {
  const row = await db
    .selectFrom('row_counts')
    .select((e) => e.fn.sum<number | string>('n').as('n'))
    .where('table_name', '=', table)
    .groupBy('table_name')
    .executeTakeFirst();
  if (row) return Number(row.n);
  const counted = await db
    .selectFrom(table)
    .select((e) => e.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** Several tables' counts in one query; 0 for a table without a counter. */
export async function countTables<T extends TableName>(
  db: Database,
  tables: readonly T[],
): Promise<Record<T, number>> {
  const rows = await db
    .selectFrom('row_counts')
    .select((e) => ['table_name', e.fn.sum<number | string>('n').as('n')])
    .where('table_name', 'in', tables)
    .groupBy('table_name')
    .execute();
  const found = new Map(rows.map((r) => [r.table_name, Number(r.n)]));
  return Object.fromEntries(tables.map((t) => [t, found.get(t) ?? 0])) as Record<T, number>;
}
