import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { TableName } from '../db/tables';
import type { RowData } from './table-repository';

/** Any record table read a batch at a time in id order (indexing every record at once). */
export function recordBatches(database: Database) {
  const db = database as unknown as Kysely<Record<string, RowData>>;
  return {
    /** Up to `limit` rows with an id above `after`, by id. */
    after: async (table: TableName, after: number, limit: number) =>
      (await db
        .selectFrom(table)
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .execute()) as RowData[],
  };
}
