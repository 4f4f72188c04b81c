import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import type { TableName } from '../db/tables';

export type RowData = Record<string, unknown> & { id: number };
export type OrderBy = readonly (readonly [
  column: string,
  direction: 'asc' | 'desc',
  lower?: 'lower',
])[];
export type ListOptions = {
  q?: string;
  limit: number;
  offset: number;
  where?: Record<string, unknown>;
};

export type TableSpec = {
  table: TableName;
  /** The column that ?q= searches, case-insensitively. */
  search: string;
  orderBy: OrderBy;
  /** Columns a list selects, where some (image bytes) must stay out of lists. */
  listColumns?: readonly string[];
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The one generic repository: list, find, insert, update and delete on one table, with the same
 * SQL on SQLite and PostgreSQL. Table-specific queries live in their own repositories.
 */
export function tableRepository(database: Database, spec: TableSpec) {
  // Kysely's types are per table; this generic code works on any table, so it sees rows as records.
  const db = database as unknown as Kysely<Record<string, RowData>>;
  const { table } = spec;

  function filtered(options: Omit<ListOptions, 'limit' | 'offset'>) {
    let query = db.selectFrom(table);
    if (options.q) {
      query = query.where(
        sql<boolean>`lower(${sql.ref(spec.search)}) like ${`%${escapeLike(options.q.toLowerCase())}%`} escape '\\'`,
      );
    }
    for (const [column, value] of Object.entries(options.where ?? {})) {
      if (value !== undefined)
        query = query.where(sql.ref(column), value === null ? 'is' : '=', value);
    }
    return query;
  }

  return {
    async list(options: ListOptions): Promise<{ rows: RowData[]; total: number }> {
      let query = filtered(options);
      query = spec.listColumns
        ? query.select(spec.listColumns.map((c) => sql.ref(c).as(c)))
        : query.selectAll();
      for (const [column, direction, lower] of spec.orderBy) {
        query = query.orderBy(lower ? sql`lower(${sql.ref(column)})` : sql.ref(column), direction);
      }
      const [rows, count] = await Promise.all([
        query.limit(options.limit).offset(options.offset).execute(),
        filtered(options)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as RowData[], total: Number(count.n) };
    },
    find: (id: number) =>
      db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
        RowData | undefined
      >,
    exists: async (id: number) =>
      (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined,
    insert: (values: Record<string, unknown>) =>
      db
        .insertInto(table)
        .values(values as RowData)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<RowData>,
    async update(id: number, values: Record<string, unknown>): Promise<RowData | undefined> {
      if (Object.keys(values).length === 0) return this.find(id);
      return db
        .updateTable(table)
        .set(values as RowData)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst() as Promise<RowData | undefined>;
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type TableRepository = ReturnType<typeof tableRepository>;

/** Whether a row with this id exists, for the references a body names (project_id, note_id…). */
export async function rowExists(
  database: Database,
  table: TableName,
  id: number,
): Promise<boolean> {
  const db = database as unknown as Kysely<Record<string, RowData>>;
  return (
    (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}
