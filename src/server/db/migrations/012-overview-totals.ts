import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

// Frozen here, as a migration must be: the readers sum whatever slots there are (migration 007).
const SLOTS = 16;

/**
 * The overview's money across projects and its open tasks, kept by triggers as row_counts keeps
 * the counts (migrations 003 and 007), so the overview costs the same at 100 000 clients as at
 * 1 000 (docs/decisions/0010-paging-at-scale.md): each total is the sum, over its table's rows, of
 * one expression of a row, in cents. A line's costs are rounded on their own, half away from zero,
 * as computeExpense rounds them (src/shared/money.ts: every amount ≥ 0, so adding 500 and dividing
 * by 1000 is that rounding; a line's totals stay below 10^15 cents, so the product fits in int8).
 * Indexes serve the overview's other reads that grew with the data: the projects changed last and
 * what is low on stock. This file is frozen: it writes its own formulas rather than importing code
 * that may change.
 */
const TOTALS: readonly { name: string; table: string; of: (row: string) => RawBuilder<unknown> }[] =
  [
    { name: 'funding', table: 'fundings', of: (r) => sql.raw(`${r}.amount_cents`) },
    {
      name: 'costs',
      table: 'expenses',
      of: (r) =>
        sql.raw(
          `(${r}.unit_cost_price_cents * ${r}.quantity_milli + 500) / 1000 + ${r}.logistics_cost_cents`,
        ),
    },
    { name: 'profit', table: 'expenses', of: (r) => sql.raw(`${r}.profit_cents`) },
    {
      name: 'open_tasks',
      table: 'tasks',
      of: (r) => sql.raw(`case when ${r}.completed = 0 then 1 else 0 end`),
    },
  ];

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('running_totals')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slot', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('running_totals_pkey', ['name', 'slot'])
    .execute();
  for (const total of TOTALS) {
    if (pg) await pgTotal(db, total);
    else await sqliteTotal(db, total);
    await sql`insert into running_totals (name, slot, n)
      select ${total.name}, 0, coalesce(sum(${total.of('r')}), 0) from ${sql.table(total.table)} r`.execute(
      db,
    );
    if (pg)
      await sql`insert into running_totals (name, slot, n)
        select ${total.name}, s, 0 from generate_series(1, ${sql.lit(SLOTS - 1)}) s`.execute(db);
  }
  // "Changed last": the newest few by their stamp, from an index rather than a sort of them all.
  await db.schema
    .createIndex('projects_updated_at')
    .on('projects')
    .columns(['updated_at', 'id'])
    .execute();
  // "Low on stock" counts the few with a threshold, not every item and sticker (measured at
  // 100 000 clients on SQLite: 1.35 ms of table scans before, 0.01 ms from these).
  for (const table of LOW_STOCK)
    await db.schema
      .createIndex(`${table}_low_stock`)
      .on(table)
      .columns(['low_stock_threshold', 'quantity'])
      .where(sql.ref('low_stock_threshold'), 'is not', null)
      .execute();
}

const LOW_STOCK = ['inventory_items', 'stickers'] as const;

/** One statement-level trigger per event, by the rows it touched, on the writer's slot. */
async function pgTotal(db: Kysely<unknown>, { name, table, of }: (typeof TOTALS)[number]) {
  const fn = sql.id(`running_total_${name}`);
  const sum = (rows: string) => sql`(select coalesce(sum(${of('r')}), 0) from ${sql.raw(rows)} r)`;
  const add = (delta: RawBuilder<unknown>) =>
    sql`update running_totals set n = n + ${delta}
      where name = ${sql.lit(name)} and slot = pg_backend_pid() % ${sql.lit(SLOTS)};`;
  await sql`
    create function ${fn}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${add(sum('new_rows'))}
      elsif tg_op = 'DELETE' then ${add(sql`- ${sum('old_rows')}`)}
      else ${add(sql`${sum('new_rows')} - ${sum('old_rows')}`)}
      end if;
      return null;
    end $$`.execute(db);
  const t = sql.table(table);
  const trigger = (event: string) => sql.id(`${table}_total_${name}_${event}`);
  await sql`create trigger ${trigger('insert')} after insert on ${t}
    referencing new table as new_rows for each statement execute function ${fn}()`.execute(db);
  await sql`create trigger ${trigger('delete')} after delete on ${t}
    referencing old table as old_rows for each statement execute function ${fn}()`.execute(db);
  await sql`create trigger ${trigger('update')} after update on ${t}
    referencing old table as old_rows new table as new_rows
    for each statement execute function ${fn}()`.execute(db);
}

async function sqliteTotal(db: Kysely<unknown>, { name, table, of }: (typeof TOTALS)[number]) {
  const t = sql.table(table);
  const trigger = (event: string) => sql.id(`${table}_total_${name}_${event}`);
  const add = (delta: RawBuilder<unknown>) =>
    sql`update running_totals set n = n + ${delta} where name = ${sql.lit(name)};`;
  await sql`create trigger ${trigger('insert')} after insert on ${t} begin ${add(of('new'))} end`.execute(
    db,
  );
  await sql`create trigger ${trigger('delete')} after delete on ${t} begin ${add(sql`- (${of('old')})`)} end`.execute(
    db,
  );
  await sql`create trigger ${trigger('update')} after update on ${t}
    begin ${add(sql`(${of('new')}) - (${of('old')})`)} end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of LOW_STOCK) await db.schema.dropIndex(`${table}_low_stock`).execute();
  await db.schema.dropIndex('projects_updated_at').execute();
  for (const { name, table } of TOTALS) {
    for (const event of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.id(`${table}_total_${name}_${event}`)}${pg ? sql` on ${sql.table(table)}` : sql``}`.execute(
        db,
      );
    if (pg) await sql`drop function ${sql.id(`running_total_${name}`)}()`.execute(db);
  }
  await db.schema.dropTable('running_totals').execute();
}
