import { type Database, inTransaction } from '../db/database';
import { invalidField, notFound } from '../http-error';
import { recordVersions, type Stamps } from '../repositories/record-versions';
import { rowExists, tableRepository } from '../repositories/table-repository';
import { stockMovementsRepository } from '../repositories/stock-movements';
import type { ServerResource } from '../resource-engine/server-resource';
import { recordHistory } from '../history/record-history';
import type { MovementFields, StockResource } from '../../shared/stock';
import { MAX_QUANTITY } from '../../shared/limits';

/**
 * Adds or takes stock, or sets it after a count, with a reason: one transaction that claims the
 * record (on PostgreSQL, locks it), reads its quantity, refuses to go below zero (a 422 that says
 * how many are left), then writes the quantity, the movement and the history entry together. Of
 * concurrent movements each sees the quantity the one before it left.
 */
export async function moveStock(
  db: Database,
  resource: ServerResource,
  id: number,
  movement: MovementFields,
  stamps: Stamps,
) {
  return inTransaction(db, async (trx) => {
    if ((await recordVersions(trx).claim(resource.table, id, undefined, stamps)) === undefined)
      throw notFound(resource.definition.wrapper === 'item' ? 'Item' : 'Sticker');
    const records = tableRepository(trx, resource);
    const before = (await records.find(id))!;
    const from = Number(before.quantity);
    const amount = movement.set_to !== undefined ? movement.set_to - from : movement.amount!;
    const to = from + amount;
    if (to < 0)
      throw invalidField(
        'amount',
        `would take ${-amount}, but only ${from} ${from === 1 ? 'is' : 'are'} left`,
      );
    if (to > MAX_QUANTITY) throw invalidField('amount', 'would make the quantity too large');
    const projectId = movement.project_id ?? null;
    if (projectId !== null && !(await rowExists(trx, 'projects', projectId)))
      throw invalidField('project_id', 'does not match any project');
    const after = (await records.update(id, { quantity: to }))!;
    const movementId = await stockMovementsRepository(trx).add({
      resource: resource.definition.name as StockResource,
      record_id: id,
      at: stamps.updated_at,
      actor: stamps.updated_by,
      amount,
      reason: movement.reason,
      project_id: projectId,
      note: movement.note,
      quantity_after: to,
    });
    await recordHistory(trx, resource).updated(before, after, { quantity: to }, stamps);
    return { movementId, quantity: to };
  });
}
