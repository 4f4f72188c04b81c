import type { Database } from '../db/database';
import type { TableName } from '../db/tables';

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

/** The seven counts of product.md §3's Overview, in one round trip. */
export function overviewRepository(db: Database) {
  return {
    async counts(): Promise<OverviewCounts> {
      const row = await db
        .selectNoFrom((eb) =>
          Object.entries(COUNTS).map(([key, table]) =>
            eb
              .selectFrom(table)
              .select((e) => e.fn.countAll<number>().as('n'))
              .as(key),
          ),
        )
        .executeTakeFirstOrThrow();
      return Object.fromEntries(
        Object.keys(COUNTS).map((k) => [k, Number((row as Record<string, unknown>)[k])]),
      ) as OverviewCounts;
    },
  };
}
