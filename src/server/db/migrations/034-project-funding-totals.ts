import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Each project's funding total, kept by triggers on fundings as running_totals keeps the
 * overview's (migration 012): a funding's money check (resources/project-money.ts) read the sum of
 * every funding of its project on each write, a cost that grew with the project. Here it reads one
 * row. Every way a funding changes (the API, an import, a bulk delete, the trash, a cascade from
 * its project) goes through the triggers. A project with no fundings may have no row. This file
 * is frozen: it writes its own statements rather than importing code that may change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('project_totals')
    .addColumn('project_id', 'integer', (c) =>
      c.primaryKey().references('projects.id').onDelete('cascade'),
    )
    .addColumn('funding_cents', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into project_totals (project_id, funding_cents)
    select project_id, sum(amount_cents) from fundings group by project_id`.execute(db);
  if (pg) await pgTriggers(db);
  else await sqliteTriggers(db);
}

/** Adds `amount` to a project's total, making its row if it has none (SQLite: one row). */
const add = (project: string, amount: string) =>
  sql.raw(`insert into project_totals (project_id, funding_cents) values (${project}, ${amount})
    on conflict (project_id) do update
    set funding_cents = project_totals.funding_cents + excluded.funding_cents;`);
const take = (project: string, amount: string) =>
  sql.raw(`update project_totals set funding_cents = funding_cents - ${amount}
    where project_id = ${project};`);

async function sqliteTriggers(db: Kysely<unknown>) {
  await sql`create trigger fundings_project_total_insert after insert on fundings
    begin ${add('new.project_id', 'new.amount_cents')} end`.execute(db);
  await sql`create trigger fundings_project_total_delete after delete on fundings
    begin ${take('old.project_id', 'old.amount_cents')} end`.execute(db);
  await sql`create trigger fundings_project_total_update
    after update of project_id, amount_cents on fundings
    begin ${take('old.project_id', 'old.amount_cents')} ${add('new.project_id', 'new.amount_cents')} end`.execute(
    db,
  );
}

/**
 * Statement-level, by the rows a statement touched (an import's thousand fundings are one update
 * per project, not a thousand), projects in ascending order so that two such statements take
 * their rows' locks in the same order.
 */
async function pgTriggers(db: Kysely<unknown>) {
  const sums = (rows: string) =>
    `select project_id, sum(amount_cents) as cents from ${rows}
      group by project_id order by project_id`;
  // Taken off with UPDATE, never an upsert: under a project's cascading delete its row may be
  // gone already, and must not be made again.
  await sql`
    create function project_funding_total() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then ${sql.raw(
        `update project_totals t set funding_cents = t.funding_cents - o.cents
        from (${sums('old_rows')}) o where t.project_id = o.project_id;`,
      )}
      end if;
      if tg_op in ('INSERT', 'UPDATE') then ${sql.raw(
        `insert into project_totals (project_id, funding_cents) ${sums('new_rows')}
        on conflict (project_id) do update
        set funding_cents = project_totals.funding_cents + excluded.funding_cents;`,
      )}
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger fundings_project_total_insert after insert on fundings
    referencing new table as new_rows
    for each statement execute function project_funding_total()`.execute(db);
  await sql`create trigger fundings_project_total_delete after delete on fundings
    referencing old table as old_rows
    for each statement execute function project_funding_total()`.execute(db);
  await sql`create trigger fundings_project_total_update after update on fundings
    referencing old table as old_rows new table as new_rows
    for each statement execute function project_funding_total()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of ['insert', 'delete', 'update'])
    await sql`drop trigger ${sql.id(`fundings_project_total_${event}`)}${pg ? sql` on fundings` : sql``}`.execute(
      db,
    );
  if (pg) await sql`drop function project_funding_total()`.execute(db);
  await db.schema.dropTable('project_totals').execute();
}
