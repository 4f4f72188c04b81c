import { z } from 'zod';

/** GET /overview: the seven counts of product.md §3, and what is low on stock. */
export const overviewSchema = z.object({
  clients_count: z.number(),
  projects_count: z.number(),
  pages_count: z.number(),
  notes_count: z.number(),
  inventory_items_count: z.number(),
  stickers_count: z.number(),
  tools_count: z.number(),
  /** Items and stickers at or below their low-stock threshold. */
  low_stock: z.object({ inventory: z.number(), stickers: z.number() }),
});
export type Overview = z.infer<typeof overviewSchema>;
