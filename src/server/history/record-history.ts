import type { Database } from '../db/database';
import { type FieldChange, type HistoryAction, historyScope } from '../../shared/history';
import type { RowData } from '../repositories/table-repository';
import type { ServerResource } from '../resource-engine/server-resource';
import type { Stamps } from '../repositories/record-versions';
import { historyRepository } from '../repositories/history';
import { fieldChanges } from './field-changes';
import { withReferenceTitles } from './reference-titles';
import { eventRowsFor } from '../webhooks/queue-events';
import { lowStockEvents, recordEvents } from '../webhooks/record-events';
import { queueLowStockNotices } from '../notifications/low-stock';

/** The screen a record shows on: its own, or its parent's for a part (a funding's project). */
export function scopeOf(resource: ServerResource, row: RowData): string {
  if (resource.scope) return resource.scope(row);
  const on = resource.shownOn;
  return on
    ? historyScope(on.resource, Number(row[on.field]))
    : historyScope(resource.definition.name, row.id);
}

/** What a log line calls the record: its title column (else its id), or the resource's own. */
export const titleOf = (resource: ServerResource, row: RowData): string =>
  resource.title ? resource.title(row) : String(row[resource.search] ?? '') || `#${row.id}`;

/**
 * The history of one resource's writes, appended in the write's own transaction (`db` is it), so
 * that a change and its entry commit together or not at all. `importId`: the import that writes.
 * Every write records its history here, so here too its events are queued for webhooks, and its
 * notifications (low stock) for the people they concern, in the same transaction (the outbox).
 */
export function recordHistory(db: Database, resource: ServerResource, importId?: number) {
  const history = historyRepository(db);
  const entry = (action: HistoryAction, row: RowData, stamps: Stamps) => ({
    actor: stamps.updated_by,
    at: stamps.updated_at,
    action,
    resource: resource.definition.name,
    record_id: row.id,
    scope: scopeOf(resource, row),
    title: titleOf(resource, row),
    import_id: importId,
  });
  /** An update's entry: each field it changed, from the record before to after. */
  async function changeEntry(
    before: RowData,
    after: RowData,
    input: Record<string, unknown>,
    stamps: Stamps,
  ) {
    const shown = (row: RowData) => resource.toEntity(row) as Record<string, unknown>;
    const parts = (resource.parts ?? []).filter((field) => input[field] !== undefined);
    const record = shown(after);
    const changes = await withReferenceTitles(
      db,
      resource,
      fieldChanges(shown(before), record, new Set(Object.keys(input)), parts),
    );
    const action = resource.historyAction?.(changes) ?? 'update';
    // The record as shown, kept for its event: made once per write, not again for webhooks.
    return { logged: { ...entry(action, after, stamps), changes }, record };
  }
  /** Entries in, with the events of the same write (one statement on PostgreSQL). */
  const appendWith = async (
    entries: Parameters<typeof history.append>[0],
    stamps: Stamps,
    events: () => ReturnType<typeof recordEvents>,
  ) => history.append(entries, await eventRowsFor(db, stamps.updated_at, events));
  /** An update's events: `….updated` with its changes, and `….low_stock` when it crossed. */
  const updateEvents =
    (
      writes: readonly {
        before: RowData;
        after: RowData;
        changes: FieldChange[];
        record: unknown;
      }[],
      stamps: Stamps,
    ) =>
    () => [
      ...recordEvents(
        resource,
        'update',
        writes.map(({ after, changes, record }) => ({ row: after, changes, record })),
        stamps.updated_by,
      ),
      ...lowStockEvents(resource, writes, stamps.updated_by),
    ];
  return {
    /** A record made, deleted, restored or erased: who, when, and its title. */
    async wrote(action: HistoryAction, row: RowData, stamps: Stamps) {
      await appendWith([entry(action, row, stamps)], stamps, () =>
        recordEvents(resource, action, [{ row }], stamps.updated_by),
      );
    },

    /** The same of many records at once (a bulk delete): an entry each, in one insert. */
    async wroteAll(action: HistoryAction, rows: readonly RowData[], stamps: Stamps) {
      await appendWith(
        rows.map((row) => entry(action, row, stamps)),
        stamps,
        () =>
          recordEvents(
            resource,
            action,
            rows.map((row) => ({ row })),
            stamps.updated_by,
          ),
      );
    },

    /**
     * Changes made to a record by a write to another (an item's movement relinked to a project
     * back from the trash): the entry of the record with the changes as given.
     */
    async changed(row: RowData, changes: FieldChange[], stamps: Stamps) {
      await appendWith([{ ...entry('update', row, stamps), changes }], stamps, () =>
        recordEvents(resource, 'update', [{ row, changes }], stamps.updated_by),
      );
    },

    /** An update: each field it changed, from the record before to after. */
    async updated(before: RowData, after: RowData, input: Record<string, unknown>, stamps: Stamps) {
      const { logged, record } = await changeEntry(before, after, input, stamps);
      const writes = [{ before, after, changes: logged.changes, record }];
      await appendWith([logged], stamps, updateEvents(writes, stamps));
      await queueLowStockNotices(db, resource, writes, stamps, titleOf);
    },

    /** Updates of many records (a bulk update, an import): an entry each, in one insert. */
    async updatedAll(
      writes: readonly { before: RowData; after: RowData; input: Record<string, unknown> }[],
      stamps: Stamps,
    ) {
      const made: Awaited<ReturnType<typeof changeEntry>>[] = [];
      for (const { before, after, input } of writes)
        made.push(await changeEntry(before, after, input, stamps));
      if (!made.length) return;
      const changed = writes.map((write, i) => ({
        ...write,
        changes: made[i]!.logged.changes,
        record: made[i]!.record,
      }));
      await appendWith(
        made.map((m) => m.logged),
        stamps,
        updateEvents(changed, stamps),
      );
      await queueLowStockNotices(db, resource, changed, stamps, titleOf);
    },
  };
}
