import { type Kysely, sql } from 'kysely';

/**
 * Indexes for `?sort=` (ADR 0033) on the big lists, in the sort's own key then id, so a sorted
 * page is read from an index as the list's own order is, not by sorting the whole table
 * (docs/performance.md, "Sorted lists": 10 000 clients by city, 10 ms → about 2 on SQLite). The
 * expressions are the ones table-repository sorts by: lower() for text, coalesce for a date
 * that may be missing. Lists of a few thousand rows at most, or always narrowed to one parent
 * (a project's fundings), sort well enough without one, and each index costs every write.
 */
const INDEXES = [
  ['clients_city_id', 'clients', sql`lower(city), id`],
  ['clients_country_id', 'clients', sql`lower(country), id`],
  ['clients_email_id', 'clients', sql`lower(email_address), id`],
  ['projects_class_id', 'projects', sql`lower(project_class), id`],
  ['tasks_name_id', 'tasks', sql`lower(name), id`],
  ['tasks_due_on_id', 'tasks', sql`coalesce(due_on, '9999-12-31'), id`],
  ['inventory_items_quantity_id', 'inventory_items', sql`quantity, id`],
  ['stickers_quantity_id', 'stickers', sql`quantity, id`],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, expression] of INDEXES)
    await db.schema.createIndex(name).on(table).expression(expression).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
