import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { TableName } from '../db/tables';
import type { RowData } from './table-repository';

/** The most values one statement binds here: below SQLite's 32,766 and PostgreSQL's 65,535. */
const BIND_MAX = 30_000;

/**
 * The rows a delete takes along or unlinks, read before it and written back by a restore, on any
 * record table alike (the trash works on every resource's).
 */
export function trashRows(database: Database) {
  const db = database as unknown as Kysely<Record<string, RowData>>;
  return {
    /** Every row of `table` whose `field` names one of the records, by id. */
    referencing: async (table: TableName, field: string, ids: readonly number[]) =>
      ids.length === 0
        ? []
        : ((await db
            .selectFrom(table)
            .selectAll()
            .where(field, 'in', ids)
            .orderBy('id')
            .execute()) as RowData[]),

    /**
     * Rows back as they were stored, ids and all: in statements of at most BIND_MAX values, since
     * a project's thousands of tasks would pass what one statement may bind (SQLite: 32,766).
     */
    async insert(table: TableName, rows: readonly RowData[]) {
      const perStatement = Math.max(1, Math.floor(BIND_MAX / Object.keys(rows[0] ?? {}).length));
      for (let i = 0; i < rows.length; i += perStatement)
        await db
          .insertInto(table)
          .values(rows.slice(i, i + perStatement))
          .execute();
    },

    /** Those of the rows whose link is free (null): nothing else has taken them since. */
    free: async (table: TableName, field: string, ids: readonly number[]) =>
      ids.length === 0
        ? []
        : ((await db
            .selectFrom(table)
            .selectAll()
            .where('id', 'in', ids)
            .where(field, 'is', null)
            .orderBy('id')
            .execute()) as RowData[]),

    /** Links rows back to the record, those still free: answers them as linked. */
    link: async (table: TableName, field: string, id: number, ids: readonly number[]) =>
      ids.length === 0
        ? []
        : ((await db
            .updateTable(table)
            .set({ [field]: id })
            .where('id', 'in', ids)
            .where(field, 'is', null)
            .returningAll()
            .execute()) as RowData[]),
  };
}
