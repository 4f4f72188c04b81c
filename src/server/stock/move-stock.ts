import { type Database, type DatabaseTransaction, inTransaction } from '../db/database';
import { invalidField, notFound } from '../http-error';
import { lockedRow } from '../repositories/row-lock';
import { rowExists } from '../repositories/table-repository';
import { stockMovementsRepository } from '../repositories/stock-movements';
import type { ServerResource } from '../resource-engine/server-resource';
import { resourceService, type WriteContext } from '../resource-engine/resource-service';
import { stampsOf } from '../resource-engine/record-stamps';
import type { MovementFields, StockResource } from '../../shared/stock';
import { MAX_QUANTITY } from '../../shared/limits';

/**
 * Adds or takes stock, or sets it after a count, with a reason: one transaction that locks the
 * record, reads its quantity, refuses to go below zero (a 422 that says how many are left) or past
 * the largest quantity, then writes the new quantity as an update of the engine (its claim, hooks,
 * search entry and history), whose hook records the change as a movement, which this one names
 * with its reason, project and note. Of concurrent movements each sees what the one before left.
 */
export async function moveStock(
  db: Database,
  resource: ServerResource,
  id: number,
  movement: MovementFields,
  context: WriteContext,
) {
  return inTransaction(db, async (trx) => {
    const service = resourceService(trx, resource);
    const before = await lockedRow(trx, resource.table, id);
    if (!before) throw notFound(service.label);
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
    const described = { reason: movement.reason, project_id: projectId, note: movement.note };
    const movements = stockMovementsRepository(trx);
    // A count that finds the quantity as recorded changes no record: its movement is all.
    if (amount === 0)
      return { movementId: await countFound(trx, resource, id, to, described, context) };
    const result = await service.update(id, { quantity: to }, context);
    if ('refused' in result) throw notFound(service.label);
    return { movementId: await movements.describeLatest(stockName(resource), id, described) };
  });
}

const stockName = (resource: ServerResource) => resource.definition.name as StockResource;

async function countFound(
  trx: DatabaseTransaction,
  resource: ServerResource,
  id: number,
  quantity: number,
  described: { reason: MovementFields['reason']; project_id: number | null; note: string },
  context: WriteContext,
) {
  const stamps = stampsOf(context);
  return stockMovementsRepository(trx).add({
    resource: stockName(resource),
    record_id: id,
    at: stamps.updated_at,
    actor: stamps.updated_by,
    amount: 0,
    quantity_after: quantity,
    ...described,
  });
}
