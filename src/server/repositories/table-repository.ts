import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../db/database';
import type { TableName } from '../db/tables';
import { type CursorKey, encodeCursor } from '../../shared/resources/list-cursor';
import { countRows } from './row-counts';

export type RowData = Record<string, unknown> & { id: number };
/**
 * The list's order, ending in id, all one direction (keyset paging compares them as one row).
 * `lower`: a text column sorted case-insensitively; `text`: a text column; else an integer.
 */
export type OrderBy = readonly (readonly [
  column: string,
  direction: 'asc' | 'desc',
  kind?: 'lower' | 'text',
])[];
export type ListOptions = {
  q?: string;
  limit: number;
  offset: number;
  /** The key values of the row to start after (a decoded ?after= cursor). */
  after?: readonly CursorKey[];
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
 * SQLite's FTS5 trigram tables (migration 003): [table, searched column] → the index's name.
 * PostgreSQL needs no such table: its pg_trgm index serves the LIKE itself.
 */
const SQLITE_SEARCH: Record<string, string> = {
  'clients.organization_name': 'clients_search',
  'projects.name': 'projects_search',
};

/** An FTS5 phrase: the text in double quotes, its own quotes doubled. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The one generic repository: list, find, insert, update and delete on one table, with the same
 * SQL on SQLite and PostgreSQL. Table-specific queries live in their own repositories.
 */
export function tableRepository(database: Database, spec: TableSpec) {
  // Kysely's types are per table; this generic code works on any table, so it sees rows as records.
  const db = database as unknown as Kysely<Record<string, RowData>>;
  const { table } = spec;
  const sqlite = database.getExecutor().adapter instanceof SqliteAdapter;
  const ftsTable = sqlite ? SQLITE_SEARCH[`${table}.${spec.search}`] : undefined;
  const direction = spec.orderBy[0]![1];
  if (spec.orderBy.some(([, d]) => d !== direction) || spec.orderBy.at(-1)![0] !== 'id')
    throw new Error(`${table}: a list's order must end in id and keep one direction`);
  /** The sort key expressions, on `from` (the table, or the joined copy of it). */
  const keys = (from: string) =>
    spec.orderBy.map(([column, , kind]) =>
      kind === 'lower' ? sql`lower(${sql.ref(`${from}.${column}`)})` : sql.ref(`${from}.${column}`),
    );

  function filtered(options: Omit<ListOptions, 'limit' | 'offset'>) {
    let query = db.selectFrom(table);
    if (options.q) {
      const q = options.q.toLowerCase();
      // The trigram index finds candidates (3+ characters); LIKE keeps the exact rule.
      if (ftsTable && [...q].length >= 3) {
        query = query.where(
          sql<boolean>`${sql.ref('id')} in (select rowid from ${sql.table(ftsTable)} where ${sql.table(ftsTable)} match ${ftsPhrase(q)})`,
        );
      }
      query = query.where(
        sql<boolean>`lower(${sql.ref(spec.search)}) like ${`%${escapeLike(q)}%`} escape '\\'`,
      );
    }
    for (const [column, value] of Object.entries(options.where ?? {})) {
      if (value !== undefined)
        query = query.where(sql.ref(column), value === null ? 'is' : '=', value);
    }
    return query;
  }

  const unfiltered = (options: ListOptions) =>
    !options.q && Object.values(options.where ?? {}).every((v) => v === undefined);

  /** Whether `key` can be a key of this list: one value per sort column, of its type. */
  function fitsCursor(key: readonly CursorKey[]): boolean {
    return (
      key.length === spec.orderBy.length &&
      spec.orderBy.every(([, , kind], i) =>
        kind ? typeof key[i] === 'string' : Number.isSafeInteger(key[i]),
      )
    );
  }

  return {
    fitsCursor,
    /**
     * One page: ids first, from the sort index (after the cursor, or skipping `offset` entries
     * there), then those rows only — a deferred join, so a deep offset skips index entries, not
     * rows. One row more than asked tells whether a next page exists.
     */
    async list(
      options: ListOptions,
    ): Promise<{ rows: RowData[]; total: number; next?: string | undefined }> {
      let ids = filtered(options).select(sql.ref(`${table}.id`).as('page_id'));
      if (options.after) {
        const op = sql.raw(direction === 'asc' ? '>' : '<');
        const values = options.after.map((v) => sql`${v}`);
        const [first] = keys(table);
        const from = sql.raw(direction === 'asc' ? '>=' : '<=');
        // The row comparison is the rule; the bound on the first key alone is what lets SQLite
        // start inside the index rather than scan it from the top.
        ids = ids
          .where(sql<boolean>`${first} ${from} ${values[0]}`)
          .where(sql<boolean>`(${sql.join(keys(table))}) ${op} (${sql.join(values)})`);
      }
      for (const key of keys(table)) ids = ids.orderBy(key, direction);
      ids = ids.limit(options.limit + 1).offset(options.offset);

      // `in`, not a join: with the limit a bound parameter, SQLite would drive a join from the
      // whole table (measured: a 100 000-row scan); `id in (…)` looks up the page's ids only.
      let query = db
        .selectFrom(table)
        .where(sql.ref(`${table}.id`), 'in', ids)
        .select(keys(table).map((key, i) => key.as(`sort_key_${i}`)));
      query = spec.listColumns
        ? query.select(spec.listColumns.map((c) => sql.ref(`${table}.${c}`).as(c)))
        : query.selectAll(table);
      for (const key of keys(table)) query = query.orderBy(key, direction);

      const [found, total] = await Promise.all([
        query.execute(),
        unfiltered(options)
          ? countRows(database, table)
          : filtered(options)
              .select((e) => e.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
              .then((row) => Number(row.n)),
      ]);
      const page = found.slice(0, options.limit) as Record<string, unknown>[];
      const last = page.at(-1);
      const next =
        found.length > options.limit && last
          ? encodeCursor(spec.orderBy.map((_, i) => last[`sort_key_${i}`] as CursorKey))
          : undefined;
      const rows = page.map((row) => {
        const copy = { ...row };
        spec.orderBy.forEach((_, i) => delete copy[`sort_key_${i}`]);
        return copy as RowData;
      });
      return { rows, total, next };
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
