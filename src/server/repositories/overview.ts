import type { Database } from '../db/database';
import type { TableName } from '../db/tables';
import { countTables } from './row-counts';

const COUNTS = {
  clients_count: 'clients',
  projects_count: 'projects',
  pages_count: 'pages',
  notes_count: 'notes',
  inventory_items_count: 'inventory_items',
  stickers_count: 'stickers',
  tools_count: 'tools',
} as const satisfies Record<string, TableName>;

export type OverviewCounts = { [K in keyof typeof COUNTS]: number };

/**
 * The seven counts of product.md §3's Overview, in one round trip: read from the counters that
 * triggers keep (migration 003), so the cost does not grow with the tables.
 */
export function overviewRepository(db: Database) {
  return {
    async counts(): Promise<OverviewCounts> {
      const counts = await countTables(db, Object.values(COUNTS));
      return Object.fromEntries(
        Object.entries(COUNTS).map(([key, table]) => [key, counts[table]]),
      ) as OverviewCounts;
    },
    /** Items and stickers at or below their threshold (a count of the few that have one). */
    async lowStock() {
      const low = (table: 'inventory_items' | 'stickers') =>
        db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .where('low_stock_threshold', 'is not', null)
          .whereRef('quantity', '<=', 'low_stock_threshold')
          .executeTakeFirstOrThrow();
      const [inventory, stickers] = await Promise.all([low('inventory_items'), low('stickers')]);
      return { inventory: Number(inventory.n), stickers: Number(stickers.n) };
    },
    /**
     * Money across every project in cents, and the open tasks: sums of the slots the triggers of
     * migration 012 keep, so one small read whatever the number of projects.
     */
    async totals() {
      const rows = await db
        .selectFrom('running_totals')
        .select((e) => ['name', e.fn.sum<number | string>('n').as('n')])
        .groupBy('name')
        .execute();
      const total = (name: string) => Number(rows.find((r) => r.name === name)?.n ?? 0);
      return {
        funding: total('funding'),
        costs: total('costs'),
        profit: total('profit'),
        open_tasks: total('open_tasks'),
      };
    },
    /** The projects changed last, newest first: the top of the index on their stamp. */
    recentProjects: (limit: number) =>
      db
        .selectFrom('projects')
        .select(['id', 'name', 'updated_at', 'updated_by'])
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
