import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { TableName } from '../db/tables';
import type { RowData } from './table-repository';

/**
 * The ids of the rows whose `column` holds one of `names` exactly (an import's clients named by
 * their organization's name): several per name when several rows share it.
 */
export async function idsByName(
  database: Database,
  table: TableName,
  column: string,
  names: readonly string[],
): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  if (names.length === 0) return found;
  const db = database as unknown as Kysely<Record<string, RowData>>;
  const rows = await db
    .selectFrom(table)
    .select(['id', `${column} as name`])
    .where(column, 'in', names)
    .execute();
  for (const row of rows as unknown as { id: number; name: string }[])
    found.set(row.name, [...(found.get(row.name) ?? []), Number(row.id)]);
  return found;
}
