import type { FieldChange, HistoryAction } from '../../shared/history';
import type { RowData } from '../repositories/table-repository';
import type { ServerResource } from '../resource-engine/server-resource';
import type { RecordEvent } from './queue-events';

const EVENT_OF: Partial<Record<HistoryAction, string>> = {
  create: 'created',
  delete: 'deleted',
  restore: 'restored',
};

/** A write's events for webhooks: its history entry's action as an event type, and the record. */
export function recordEvents(
  resource: ServerResource,
  action: HistoryAction | 'update',
  /** `record`: the row as toEntity shows it, when the caller has made it already. */
  writes: readonly { row: RowData; changes?: FieldChange[]; record?: unknown }[],
  actor: string | null,
): RecordEvent[] {
  const event = action === 'update' ? 'updated' : EVENT_OF[action];
  if (!event) return [];
  const name = resource.definition.name;
  return writes.map(({ row, changes = [], record }) => ({
    type: `${name}.${event}`,
    resource: name,
    id: row.id,
    actor,
    changes,
    record: record ?? resource.toEntity(row),
  }));
}

/**
 * The records an update took from above their low-stock threshold to at or below it (once, as it
 * crosses; not again while it stays low): what webhooks and notifications are told of.
 */
export function lowStockCrossings(
  resource: ServerResource,
  writes: readonly { before: RowData; after: RowData }[],
): { row: RowData; quantity: number; threshold: number }[] {
  const flag = resource.flags?.low_stock;
  if (!flag || !('atOrBelow' in flag)) return [];
  const low = (row: RowData) =>
    row[flag.atOrBelow] !== null && Number(row[flag.column]) <= Number(row[flag.atOrBelow]);
  return writes
    .filter(({ before, after }) => low(after) && !low(before))
    .map(({ after }) => ({
      row: after,
      quantity: Number(after[flag.column]),
      threshold: Number(after[flag.atOrBelow]),
    }));
}

/** `inventory.low_stock`, `stickers.low_stock`: an update that crossed (lowStockCrossings). */
export function lowStockEvents(
  resource: ServerResource,
  writes: readonly { before: RowData; after: RowData }[],
  actor: string | null,
): RecordEvent[] {
  const name = resource.definition.name;
  return lowStockCrossings(resource, writes).map(({ row }) => ({
    type: `${name}.low_stock`,
    resource: name,
    id: row.id,
    actor,
    changes: [],
    record: resource.toEntity(row),
  }));
}
