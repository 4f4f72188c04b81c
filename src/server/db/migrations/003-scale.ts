import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Lists that stay fast at 100 000 clients (docs/decisions/0010-paging-at-scale.md):
 * - row_counts: each listed table's row count, kept by triggers, so an unfiltered list's total
 *   and the overview read one row instead of counting the table on every request;
 * - sort indexes that end in id, so keyset pages (`?after=`) and deferred-join offsets walk
 *   an index;
 * - substring search by index: pg_trgm GIN indexes on PostgreSQL, FTS5 trigram tables kept by
 *   triggers on SQLite.
 * This file is frozen: it lists its own tables rather than importing ones that may change.
 */
const COUNTED = [
  'pages',
  'clients',
  'projects',
  'fundings',
  'expenses',
  'tasks',
  'notes',
  'sections',
  'inventory_items',
  'stickers',
  'tools',
] as const;

/** The big, name-sorted lists: [table, the column sorted by lower() and searched]. */
const SEARCHED = [
  ['clients', 'organization_name'],
  ['projects', 'name'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('row_counts')
    .addColumn('table_name', 'text', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  if (pg) await pgCounters(db);
  for (const table of COUNTED) {
    if (!pg) await sqliteCounter(db, table);
    await sql`insert into row_counts (table_name, n) select ${table}, count(*) from ${sql.table(table)}`.execute(
      db,
    );
  }

  for (const [table, column] of SEARCHED) {
    // The sort order (lower(name), id) in one index, replacing the lower(name)-only one.
    await db.schema.dropIndex(`${table}_name`).execute();
    if (pg) {
      // With the name itself included, PostgreSQL can skip a deep offset's entries without
      // visiting the table (an index-only scan; measured 243 ms → 27 ms at offset 99 850).
      await sql`create index ${sql.id(`${table}_name_id`)} on ${sql.table(table)} (lower(${sql.ref(column)}), id) include (${sql.ref(column)})`.execute(
        db,
      );
      await sql`create index ${sql.id(`${table}_name_trgm`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
        db,
      );
    } else {
      await db.schema
        .createIndex(`${table}_name_id`)
        .on(table)
        .expression(sql`lower(${sql.ref(column)}), id`)
        .execute();
      await sqliteSearchTable(db, table, column);
    }
  }
}

async function pgCounters(db: Kysely<unknown>) {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // Statement-level: a bulk insert or a cascade updates the counter once, by the rows it touched.
  await sql`
    create function row_counts_add() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update row_counts set n = n + (select count(*) from new_rows) where table_name = tg_table_name;
      else
        update row_counts set n = n - (select count(*) from old_rows) where table_name = tg_table_name;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of COUNTED) {
    const t = sql.table(table);
    await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${t}
      referencing new table as new_rows for each statement execute function row_counts_add()`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${t}
      referencing old table as old_rows for each statement execute function row_counts_add()`.execute(
      db,
    );
  }
}

async function sqliteCounter(db: Kysely<unknown>, table: string) {
  const t = sql.table(table);
  await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${t} begin
    update row_counts set n = n + 1 where table_name = ${sql.lit(table)}; end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${t} begin
    update row_counts set n = n - 1 where table_name = ${sql.lit(table)}; end`.execute(db);
}

/** An FTS5 trigram index over one column, with the table as its content, kept by triggers. */
async function sqliteSearchTable(db: Kysely<unknown>, table: string, column: string) {
  const fts = `${table}_search`;
  const [f, t, c] = [sql.table(fts), sql.table(table), sql.ref(column)];
  await sql`create virtual table ${f} using fts5(${c}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  const add = sql`insert into ${f} (rowid, ${c}) values (new.id, new.${c});`;
  const remove = sql`insert into ${f} (${f}, rowid, ${c}) values ('delete', old.id, old.${c});`;
  await sql`create trigger ${sql.id(`${fts}_insert`)} after insert on ${t} begin ${add} end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${fts}_delete`)} after delete on ${t} begin ${remove} end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${fts}_update`)} after update of ${c} on ${t} begin ${remove} ${add} end`.execute(
    db,
  );
  await sql`insert into ${f} (${f}) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [table, column] of SEARCHED) {
    if (pg) await db.schema.dropIndex(`${table}_name_trgm`).execute();
    else {
      for (const event of ['insert', 'delete', 'update'])
        await sql`drop trigger ${sql.id(`${table}_search_${event}`)}`.execute(db);
      await sql`drop table ${sql.table(`${table}_search`)}`.execute(db);
    }
    await db.schema.dropIndex(`${table}_name_id`).execute();
    await db.schema
      .createIndex(`${table}_name`)
      .on(table)
      .expression(sql`lower(${sql.ref(column)})`)
      .execute();
  }
  for (const table of COUNTED) {
    const on = pg ? sql` on ${sql.table(table)}` : sql``;
    for (const event of ['insert', 'delete'])
      await sql`drop trigger ${sql.id(`${table}_count_${event}`)}${on}`.execute(db);
  }
  if (pg) await sql`drop function row_counts_add()`.execute(db);
  await db.schema.dropTable('row_counts').execute();
}
