import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { TableName } from '../db/tables';
import type { RowData } from './table-repository';

/** Some columns of the records comments are on (their titles, a task's project), by id. */
export async function commentedRows(
  database: Database,
  table: TableName,
  ids: readonly number[],
  columns: readonly string[],
): Promise<Map<number, RowData>> {
  if (ids.length === 0) return new Map();
  const db = database as unknown as Kysely<Record<string, RowData>>;
  const rows = await db
    .selectFrom(table)
    .select(['id', ...columns])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row as RowData]));
}

/** The comments table's own queries (the engine's table repository writes its rows). */
export function commentsRepository(db: Database) {
  return {
    /** The ids of the comments on these records. */
    async idsOn(resource: string, recordIds: readonly number[]): Promise<number[]> {
      if (recordIds.length === 0) return [];
      const rows = await db
        .selectFrom('comments')
        .select('id')
        .where('record_resource', '=', resource)
        .where('record_id', 'in', recordIds)
        .execute();
      return rows.map((r) => Number(r.id));
    },
    /** The rows of the comments on these records (a restore indexes them again). */
    rowsOn: (resource: string, recordIds: readonly number[]) =>
      recordIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('comments')
            .selectAll()
            .where('record_resource', '=', resource)
            .where('record_id', 'in', recordIds)
            .orderBy('id')
            .execute(),
    /**
     * The ids of the comments on records of `resource` whose search entries open one of these
     * records (a deleted project's tasks' comments, the tasks gone by then).
     */
    async openingOn(resource: string, openedIds: readonly number[]): Promise<number[]> {
      if (openedIds.length === 0) return [];
      const rows = await db
        .selectFrom('comments')
        .innerJoin('search_entries', (join) =>
          join
            .onRef('search_entries.record_id', '=', 'comments.id')
            .on('search_entries.resource', '=', 'comments'),
        )
        .select('comments.id')
        .where('comments.record_resource', '=', resource)
        .where('search_entries.opens_id', 'in', openedIds)
        .execute();
      return rows.map((r) => Number(r.id));
    },
    /** Which resource each comment is on (a search hit's screen). */
    async resourcesOf(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('comments')
        .select(['id', 'record_resource'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [Number(r.id), r.record_resource]));
    },
    /** Erases the comments of records erased for good. */
    async erase(resource: string, recordIds: readonly number[]) {
      if (recordIds.length === 0) return;
      await db
        .deleteFrom('comments')
        .where('record_resource', '=', resource)
        .where('record_id', 'in', recordIds)
        .execute();
    },
    /** The number of comments on each of these records (a task row's "Comments (n)"). */
    async countsOn(resource: string, recordIds: readonly number[]) {
      if (recordIds.length === 0) return new Map<number, number>();
      const rows = await db
        .selectFrom('comments')
        .select(['record_id', (e) => e.fn.countAll<number>().as('n')])
        .where('record_resource', '=', resource)
        .where('record_id', 'in', recordIds)
        .groupBy('record_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.record_id), Number(r.n)]));
    },
  };
}
