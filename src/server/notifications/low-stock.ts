import type { Database } from '../db/database';
import type { Stamps } from '../repositories/record-versions';
import type { RowData } from '../repositories/table-repository';
import { staffRepository } from '../repositories/staff';
import type { ServerResource } from '../resource-engine/server-resource';
import { lowStockCrossings } from '../webhooks/record-events';
import { queueNotifications } from './queue';

/**
 * An item or sticker that fell to or below its low-stock threshold: every admin is told (but who
 * turned it off on My account), once per crossing (not again while it stays low), in the write's
 * transaction. Costs no query unless something crossed.
 */
export async function queueLowStockNotices(
  db: Database,
  resource: ServerResource,
  writes: readonly { before: RowData; after: RowData }[],
  stamps: Stamps,
  titleOf: (resource: ServerResource, row: RowData) => string,
) {
  const crossed = lowStockCrossings(resource, writes);
  if (!crossed.length) return;
  const userIds = await staffRepository(db).lowStockIds();
  await queueNotifications(
    db,
    stamps.updated_at,
    crossed.map(({ row, quantity, threshold }) => ({
      userIds,
      type: 'low_stock',
      resource: resource.definition.name,
      recordId: row.id,
      text: `${titleOf(resource, row)} is low on stock: ${quantity} left (threshold ${threshold})`,
      actor: stamps.updated_by,
    })),
  );
}
