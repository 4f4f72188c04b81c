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
  };
}
