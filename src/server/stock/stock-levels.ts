import type { Database } from '../db/database';
import type { WrittenRow } from '../resource-engine/server-resource';
import type { Stamps } from '../repositories/record-versions';
import { stockMovementsRepository } from '../repositories/stock-movements';
import type { StockResource } from '../../shared/stock';

/**
 * The afterWrite hook of items and stickers: a create or a PUT that changes the quantity is a
 * "counted" movement of the difference, in the write's transaction, so the movements of a record
 * always add up to its quantity. Many writes (a bulk update, an import) add theirs in one insert.
 */
export const countedMovement =
  (resource: StockResource) =>
  async (db: Database, changes: readonly WrittenRow[], stamps: Stamps) => {
    const movements = [];
    for (const { before, after } of changes) {
      const from = before === undefined ? 0 : Number(before.quantity);
      const to = Number(after.quantity);
      if (from === to) continue;
      movements.push({
        resource,
        record_id: after.id,
        at: stamps.updated_at,
        actor: stamps.updated_by,
        amount: to - from,
        reason: 'counted' as const,
        project_id: null,
        note: '',
        quantity_after: to,
      });
    }
    await stockMovementsRepository(db).addAll(movements);
  };
