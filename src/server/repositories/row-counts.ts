import type { Database } from '../db/database';
import type { TableName } from '../db/tables';

/**
 * Row counts of whole tables from row_counts, which triggers keep (migration 003): one indexed
 * row instead of count(*) over the table. A table without a counter is counted.
 */
export async function countRows(db: Database, table: TableName): Promise<number> {
  const row = await db
    .selectFrom('row_counts')
    .select('n')
    .where('table_name', '=', table)
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
    .select(['table_name', 'n'])
    .where('table_name', 'in', tables)
    .execute();
  const found = new Map(rows.map((r) => [r.table_name, Number(r.n)]));
  return Object.fromEntries(tables.map((t) => [t, found.get(t) ?? 0])) as Record<T, number>;
}
