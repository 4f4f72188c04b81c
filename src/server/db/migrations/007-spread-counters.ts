import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

// Frozen here, as a migration must be: the readers sum whatever slots there are.
const SLOTS = 16;

/**
 * PostgreSQL only. Migrations 003 and 004 keep one row per table in row_counts and in
 * table_versions, updated by a trigger in the writer's transaction. That row stays locked until
 * the transaction commits, so a write to a table waited for every other open transaction that had
 * written to it, however long that one took, and concurrent writers to one table committed one at
 * a time.
 *
 * Each table's counter is now spread over 16 rows (slots); a transaction updates the slot of its
 * own connection (backend pid mod 16), so writers on different connections rarely share a row.
 * Readers sum the slots: a count is the sum of its slots' deltas, and a version, a sum of counters
 * that only grow, still changes with every commit. SQLite has one writer at a time and keeps its
 * single rows.
 */
const COUNTERS = [
  ['row_counts', 'n'],
  ['table_versions', 'version'],
] as const;

/**
 * The trigger functions of migrations 003 (row counts) and 004 (change versions), updating the
 * counter rows that `row` selects among the table's own: one slot here, the only row on the way down.
 */
async function setTriggerFunctions(db: Kysely<unknown>, row: RawBuilder<unknown>) {
  await sql`
    create or replace function row_counts_add() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update row_counts set n = n + (select count(*) from new_rows)
        where table_name = tg_table_name ${row};
      else
        update row_counts set n = n - (select count(*) from old_rows)
        where table_name = tg_table_name ${row};
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function table_changed() returns trigger language plpgsql as $$
    begin
      update table_versions set version = version + 1 where table_name = tg_table_name ${row};
      perform pg_notify('table_changed', tg_table_name);
      return null;
    end $$`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table, value] of COUNTERS) {
    const [t, v] = [sql.table(table), sql.ref(value)];
    await sql`alter table ${t} add column slot smallint not null default 0`.execute(db);
    await sql`alter table ${t} drop constraint ${sql.id(`${table}_pkey`)}`.execute(db);
    await sql`alter table ${t} add primary key (table_name, slot)`.execute(db);
    await sql`insert into ${t} (table_name, slot, ${v})
      select table_name, s, 0 from ${t}, generate_series(1, ${sql.lit(SLOTS - 1)}) s`.execute(db);
  }
  await setTriggerFunctions(db, sql.raw(`and slot = pg_backend_pid() % ${SLOTS}`));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await setTriggerFunctions(db, sql.raw(''));
  for (const [table, value] of COUNTERS) {
    const [t, v] = [sql.table(table), sql.ref(value)];
    // Slot 0 takes the sum of all slots, then the others go.
    await sql`update ${t} set ${v} = s.total from
      (select table_name, sum(${v}) as total from ${t} group by table_name) s
      where ${t}.table_name = s.table_name and ${t}.slot = 0`.execute(db);
    await sql`delete from ${t} where slot <> 0`.execute(db);
    await sql`alter table ${t} drop constraint ${sql.id(`${table}_pkey`)}`.execute(db);
    await sql`alter table ${t} drop column slot`.execute(db);
    await sql`alter table ${t} add primary key (table_name)`.execute(db);
  }
}
