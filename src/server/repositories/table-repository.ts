import { type Expression, type Kysely, type SelectQueryBuilder, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../db/database';
import { plainValues, rowsOf, runFixed } from '../db/fixed-statements';
import type { TableName } from '../db/tables';
import { type CursorKey, encodeCursor } from '../../shared/resources/list-cursor';
import { TITLE_MAX, withoutNul } from '../../shared/fields';
import { countRows } from './row-counts';
import { searchConditions } from './trigram-search';

export type RowData = Record<string, unknown> & { id: number };
/**
 * The list's order, ending in id, all one direction (keyset paging compares them as one row).
 * `lower`: a text column sorted case-insensitively; `text`: a text column; `bigint`: an int8
 * column (the ms timestamps); `date`: a YYYY-MM-DD text column that may be null, sorted after
 * every date when null; else an int4 column (ids, indexes, flags). A cursor's values are
 * checked against these types before they reach the SQL (fitsCursor).
 */
export type OrderBy = readonly (readonly [
  column: string,
  direction: 'asc' | 'desc',
  kind?: 'lower' | 'text' | 'bigint' | 'date',
])[];
type SortKind = OrderBy[number][2];
/** A column a list can be sorted by (`?sort=`), and its kind: the key before the id. */
export type SortColumn = readonly [column: string, kind?: SortKind];
export type ListOptions = {
  q?: string;
  limit: number;
  offset: number;
  /** The key values of the row to start after (a decoded ?after= cursor). */
  after?: readonly CursorKey[];
  where?: Record<string, unknown>;
  /** Text columns and the one value each must have, in any case (`?country=Norway`). */
  matches?: Readonly<Record<string, string>>;
  /** Leaves the total out (0): an export reads every page and needs none. */
  withoutTotal?: boolean;
  /** Each row's id and version only: the records' answers are kept elsewhere (record pieces). */
  keysOnly?: boolean;
  /** Names of the table's `flags` the list is narrowed to (`?low_stock=true`). */
  flags?: readonly string[];
  /** Only these records (an export of a selection), still in the list's order. */
  ids?: readonly number[];
  /**
   * A table that publishes (pages: `status`, `publish_at`): only its records in that state at
   * `now`; 'published' is what the public sees.
   */
  published?: { state: 'draft' | 'scheduled' | 'published'; now: number };
};

/** A `date` sort key's value where the column is null: after every real date. */
const NO_DATE = '9999-12-31';

/** Every record's version and last change (migration 008), in every list. */
const STAMP_COLUMNS = ['version', 'updated_at', 'updated_by'] as const;

export type TableSpec = {
  table: TableName;
  /** The column that ?q= searches, case-insensitively. */
  search: string;
  orderBy: OrderBy;
  /** Columns a list selects, where some (image bytes) must stay out of lists. */
  listColumns?: readonly string[];
  /** Named conditions a list can be narrowed to with `?name=true`. */
  flags?: Readonly<Record<string, ListFlag>>;
  /**
   * Columns that a write of another record changes without claiming this one (a section's
   * index, shifted by its siblings' inserts, moves and deletes): a record's id and version do
   * not name its content without them, so a keys-only page reads them too (ADR 0049).
   */
  unversioned?: readonly string[];
};

/**
 * A list's flag: a column at or below another that is set (low stock: the quantity at or below
 * the threshold), a column that is null (a project without a client), or a column of one value
 * (an open task: not completed).
 */
export type ListFlag = { description: string } & (
  | { column: string; atOrBelow: string }
  | { column: string; isNull: true }
  | { column: string; equals: number }
);

/**
 * The one generic repository: list, find, insert, update and delete on one table, with the same
 * SQL on SQLite and PostgreSQL. Table-specific queries live in their own repositories.
 */
export function tableRepository(database: Database, spec: TableSpec) {
  // Kysely's types are per table; this generic code works on any table, so it sees rows as records.
  const db = database as unknown as Kysely<Record<string, RowData>>;
  const { table } = spec;
  const sqlite = database.getExecutor().adapter instanceof SqliteAdapter;
  const direction = spec.orderBy[0]![1];
  if (spec.orderBy.some(([, d]) => d !== direction) || spec.orderBy.at(-1)![0] !== 'id')
    throw new Error(`${table}: a list's order must end in id and keep one direction`);
  /** The sort key expressions, on `from` (the table, or the joined copy of it). */
  const keys = (from: string) =>
    spec.orderBy.map(([column, , kind]) => {
      const ref = sql.ref(`${from}.${column}`);
      if (kind === 'lower') return sql`lower(${ref})`;
      // No date is later than any date: the key is never null, so the cursor compares it.
      return kind === 'date' ? sql`coalesce(${ref}, ${sql.lit(NO_DATE)})` : ref;
    });

  const search = (q: string) => searchConditions(table, spec.search, q.toLowerCase(), sqlite);

  function filtered(options: Omit<ListOptions, 'limit' | 'offset'>) {
    let query = db.selectFrom(table);
    if (options.q)
      for (const condition of search(options.q).conditions) query = query.where(condition);
    for (const name of options.flags ?? []) {
      const flag = spec.flags![name]!;
      query =
        'isNull' in flag
          ? query.where(sql.ref(flag.column), 'is', null)
          : 'equals' in flag
            ? query.where(sql.ref(flag.column), '=', flag.equals)
            : query
                .where(sql.ref(flag.atOrBelow), 'is not', null)
                .where(sql.ref(flag.column), '<=', sql.ref(flag.atOrBelow));
    }
    if (options.ids) query = query.where(sql.ref(`${table}.id`), 'in', options.ids);
    if (options.published) {
      const { state, now } = options.published;
      const at = sql.ref('publish_at');
      query = query.where(sql.ref('status'), '=', state === 'draft' ? 'draft' : 'published');
      if (state === 'scheduled') query = query.where(at, '>', now);
      if (state === 'published')
        query = query.where((w) => w.or([w(at, 'is', null), w(at, '<=', now)]));
    }
    for (const [column, value] of Object.entries(options.where ?? {})) {
      if (value !== undefined)
        query = query.where(sql.ref(column), value === null ? 'is' : '=', value);
    }
    // lower() on both sides, as a `lower` sort compares: "norway" finds "Norway" in both databases
    // (SQLite's lower() folds ASCII letters only). Migration 029's `lower(country), id` index
    // finds a client's country; a text filter on a column with no such index scans the table,
    // which is fine for a list of a few thousand rows.
    for (const [column, value] of Object.entries(options.matches ?? {}))
      query = query.where(sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`);
    return query;
  }

  const unfiltered = (options: ListOptions) =>
    !options.q &&
    !options.flags?.length &&
    !options.ids &&
    !options.published &&
    Object.keys(options.matches ?? {}).length === 0 &&
    Object.values(options.where ?? {}).every((v) => v === undefined);

  /**
   * Whether `key` can be a key of this list: one value per sort column, that its column can hold.
   * A cursor is the client's to forge, and PostgreSQL refuses with an error (a 500) what SQLite
   * compares quietly: an integer past int4, a NUL in text.
   */
  function fitsCursor(key: readonly CursorKey[]): boolean {
    return (
      key.length === spec.orderBy.length &&
      spec.orderBy.every(([, , kind], i) => fitsColumn(kind, key[i]))
    );
  }

  type Found = { found: Record<string, unknown>[]; total: number };
  /** The columns a page query adds for its own use, never part of a row. */
  const pageOnly = new Set([...spec.orderBy.map((_, i) => `sort_key_${i}`), 'total_rows']);
  /** `(key, …) > (value, …)`, or `<` for a descending list: the rows after a cursor. */
  const afterCursor = (keyRefs: readonly Expression<unknown>[], after: readonly CursorKey[]) =>
    sql<boolean>`(${sql.join(keyRefs)}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${sql.join(after.map((v) => sql`${v}`))})`;
  type Query = SelectQueryBuilder<Record<string, RowData>, string, object>;
  /** A list row's columns: the list's own with the stamps, or all. */
  const rowColumns = <Q extends Query>(query: Q) =>
    spec.listColumns
      ? query.select(
          [...spec.listColumns, ...STAMP_COLUMNS].map((c) => sql.ref(`${table}.${c}`).as(c)),
        )
      : query.selectAll(table);
  /** A page's columns: its sort keys as sort_key_0…, then a row's columns, or its keys only. */
  const pageColumns = <Q extends Query>(query: Q, keysOnly = false) => {
    const keyed = query.select(keys(table).map((key, i) => key.as(`sort_key_${i}`)));
    if (keysOnly)
      return keyed.select(
        ['id', 'version', ...(spec.unversioned ?? [])].map((c) => sql.ref(`${table}.${c}`).as(c)),
      );
    return rowColumns(keyed);
  };
  const countMatches = async (options: ListOptions) =>
    unfiltered(options)
      ? countRows(database, table)
      : Number(
          (
            await filtered(options)
              .select((e) => e.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );

  /**
   * Ids first, from the sort index (after the cursor, or skipping `offset` entries there), then
   * those rows only — a deferred join, so a deep offset skips index entries, not rows. One row
   * more than asked tells whether a next page exists. The total is a second statement: the
   * counter of an unfiltered list, else a count of the matches.
   */
  async function idsPage(options: ListOptions): Promise<Found> {
    let ids = filtered(options).select(sql.ref(`${table}.id`).as('page_id'));
    if (options.after) {
      const [first] = keys(table);
      const from = sql.raw(direction === 'asc' ? '>=' : '<=');
      // The row comparison is the rule; the bound on the first key alone is what lets SQLite
      // start inside the index rather than scan it from the top.
      ids = ids
        .where(sql<boolean>`${first} ${from} ${options.after[0]}`)
        .where(afterCursor(keys(table), options.after));
    }
    for (const key of keys(table)) ids = ids.orderBy(key, direction);
    ids = ids.limit(options.limit + 1).offset(options.offset);

    // `in`, not a join: with the limit a bound parameter, SQLite would drive a join from the
    // whole table (measured: a 100 000-row scan); `id in (…)` looks up the page's ids only.
    let query = pageColumns(
      db.selectFrom(table).where(sql.ref(`${table}.id`), 'in', ids),
      options.keysOnly,
    );
    for (const key of keys(table)) query = query.orderBy(key, direction);
    const [found, total] = await Promise.all([
      query.execute(),
      options.withoutTotal ? 0 : countMatches(options),
    ]);
    return { found, total };
  }

  /**
   * A search through SQLite's FTS5 index, in one statement: every match with its sort keys and,
   * by a window, how many there are (`hits`); the page of them; then those rows. SQLite takes the
   * FTS5 candidates by id, not in the list's order, so it sorts all matches anyway and counting
   * them in the same pass is nearly free, where a second statement searched the index again (the
   * cost that grew with the table). Only a page past the end, which has no row to carry the
   * total, counts again. Not on PostgreSQL: for a common word its planner walks the name index
   * and stops at the page (2 ms for "ltd" at 100 000 clients), which a window over every match
   * would forbid (143 ms against 53 for page and count apart).
   */
  async function searchPage(options: ListOptions): Promise<Found> {
    const hitKeys = spec.orderBy.map((_, i) => sql.ref(`hits.hit_key_${i}`));
    const hits = filtered(options).select([
      sql.ref(`${table}.id`).as('hit_id'),
      ...keys(table).map((key, i) => key.as(`hit_key_${i}`)),
      sql<number>`count(*) over ()`.as('total_rows'),
    ]);
    let page = db
      .selectFrom(hits.as('hits'))
      .select([sql.ref('hits.hit_id').as('page_id'), sql.ref('hits.total_rows').as('total_rows')]);
    if (options.after) page = page.where(afterCursor(hitKeys, options.after));
    for (const key of hitKeys) page = page.orderBy(key, direction);
    page = page.limit(options.limit + 1).offset(options.offset);

    // A cross join, which SQLite keeps in the order written: the page drives, each of its ids one
    // primary key lookup (see idsPage on why not a plain join).
    let query = pageColumns(
      db
        .selectFrom(page.as('page'))
        .crossJoin(table as string)
        .where(sql<boolean>`${sql.ref(`${table}.id`)} = ${sql.ref('page.page_id')}`)
        .select(sql.ref('page.total_rows').as('total_rows')),
      options.keysOnly,
    );
    for (const key of keys(table)) query = query.orderBy(key, direction);
    const found = (await query.execute()) as Record<string, unknown>[];
    const total = found.length
      ? Number(found[0]!.total_rows)
      : options.offset === 0 && !options.after
        ? 0
        : await countMatches(options);
    return { found, total };
  }

  return {
    fitsCursor,
    /**
     * One page, with the total and, when the page is full, the cursor of the next. On SQLite a
     * search through the trigram index takes one statement (searchPage); any other list, and
     * every list on PostgreSQL, picks the page's ids from the sort index first (idsPage).
     */
    async list(
      options: ListOptions,
    ): Promise<{ rows: RowData[]; total: number; next?: string | undefined }> {
      const { found, total } =
        options.q && search(options.q).indexed ? await searchPage(options) : await idsPage(options);
      const page = found.slice(0, options.limit);
      const last = page.at(-1);
      const next =
        found.length > options.limit && last
          ? encodeCursor(spec.orderBy.map((_, i) => last[`sort_key_${i}`] as CursorKey))
          : undefined;
      const rows = page.map((row) => {
        // Copied key by key: deleting the keys instead turns each row into a slow, large
        // dictionary object, which an export of 100 000 rows made by the thousand.
        const copy: Record<string, unknown> = {};
        for (const key in row) if (!pageOnly.has(key)) copy[key] = row[key];
        return copy as RowData;
      });
      return { rows, total, next };
    },
    /** These records' rows as a list's rows are (its columns), in no order. */
    listed: (ids: readonly number[]) =>
      rowColumns(
        db.selectFrom(table).where(sql.ref(`${table}.id`), 'in', ids),
      ).execute() as Promise<RowData[]>,
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
    /**
     * Inserts rows set-wise, a statement per batch that both databases take (their limits on
     * bound values); answers them in the order given (ids are assigned in that order).
     */
    async insertAll(rows: readonly Record<string, unknown>[]): Promise<RowData[]> {
      const inserted: RowData[] = [];
      // One record's row (a POST): its statement's text depends only on its columns.
      if (rows.length === 1) {
        const columns = Object.keys(rows[0]!).filter((column) => rows[0]![column] !== undefined);
        const values = columns.map((column) => rows[0]![column]);
        if (plainValues(values))
          return (await runFixed(
            database,
            `insert ${table} ${columns.join(',')}`,
            values,
            (slots) =>
              db
                .insertInto(table)
                .values(rowsOf(slots, columns)[0] as RowData)
                .returningAll(),
          )) as RowData[];
      }
      const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
      for (const batch of batches(rows, Math.floor(MAX_BOUND_VALUES / columns))) {
        const written = (await db
          .insertInto(table)
          .values(batch as RowData[])
          .returningAll()
          .execute()) as RowData[];
        inserted.push(...written.sort((a, b) => a.id - b.id));
      }
      return inserted;
    },
    async update(id: number, values: Record<string, unknown>): Promise<RowData | undefined> {
      if (Object.keys(values).length === 0) return this.find(id);
      return db
        .updateTable(table)
        .set(values as RowData)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst() as Promise<RowData | undefined>;
    },
    /** Sets the same values on the rows of those ids, in one statement; answers them as written. */
    updateAll: async (ids: readonly number[], values: Record<string, unknown>) =>
      ids.length === 0
        ? []
        : ((await db
            .updateTable(table)
            .set(values as RowData)
            .where('id', 'in', ids)
            .returningAll()
            .execute()) as RowData[]),
    /** The rows of those ids that exist, in no particular order. */
    findAll: async (ids: readonly number[]) =>
      ids.length === 0
        ? []
        : ((await db.selectFrom(table).selectAll().where('id', 'in', ids).execute()) as RowData[]),
    /** Deletes the rows of those ids, in one statement however many. */
    async remove(ids: readonly number[]): Promise<void> {
      if (ids.length) await db.deleteFrom(table).where('id', 'in', ids).execute();
    },
  };
}
export type TableRepository = ReturnType<typeof tableRepository>;

/** Bound values per statement: below SQLite's 32,766 and PostgreSQL's 65,535. */
export const MAX_BOUND_VALUES = 30_000;

/** A list in slices of at most `size`: the statements a set-wise write of many rows takes. */
export function batches<T>(list: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < list.length; i += Math.max(1, size)) slices.push(list.slice(i, i + size));
  return slices;
}

const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;
// A text key is a stored name or title (at most TITLE_MAX characters, which lowercasing can
// lengthen a little) or a date: anything far longer comes from no row.
const TEXT_KEY_MAX = 2 * TITLE_MAX;
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a column of this sort kind can hold `value` in both databases. */
function fitsColumn(kind: SortKind, value: CursorKey | undefined): boolean {
  if (kind === 'lower' || kind === 'text' || kind === 'date')
    return (
      typeof value === 'string' &&
      value.length <= TEXT_KEY_MAX &&
      withoutNul(value) &&
      !LONE_SURROGATE.test(value)
    );
  if (kind === 'bigint') return Number.isSafeInteger(value);
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX
  );
}

/** One column of the row with this id, as text (a client's name); undefined when there is none. */
export async function rowTitle(
  database: Database,
  table: TableName,
  column: string,
  id: number,
): Promise<string | undefined> {
  const db = database as unknown as Kysely<Record<string, RowData>>;
  const row = await db
    .selectFrom(table)
    .select(sql.ref(column).as('title'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? String(row.title) : undefined;
}

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
