import type { FieldChange } from '../../shared/history';
import type { StockResource } from '../../shared/stock';
import { recordHistory } from '../history/record-history';
import { rowTitle, tableRepository } from '../repositories/table-repository';
import type { LinkChange, LinkedRows } from '../resource-engine/server-resource';
import { inventory } from '../resources/inventory';
import { stickers } from '../resources/stickers';

const STOCK = { inventory, stickers } as const;

/**
 * Stock movements as the rows a project's delete unlinks: a movement has no version of its own
 * (it is appended, never edited), so the change of its project is in the history of its item or
 * sticker, one entry each: "Stock used on from Harbour to (empty)".
 */
export const linkedMovements: LinkedRows = {
  versioned: false,
  async recorded(db, field, changes, stamps) {
    const byRecord = new Map<string, LinkChange>();
    for (const change of changes)
      byRecord.set(`${String(change.before.resource)}:${Number(change.before.record_id)}`, change);
    for (const { before, after } of byRecord.values()) {
      const resource = STOCK[before.resource as StockResource];
      const row = await tableRepository(db, resource).find(Number(before.record_id));
      if (!row) continue; // an item in the trash: its own restore brings its history back to view
      const change = await named(db, before[field], after[field]);
      await recordHistory(db, resource).changed(row, [change], stamps);
    }
  },
};

/** The change of a movement's project, with the project's name on the side that names one. */
async function named(db: Parameters<typeof rowTitle>[0], from: unknown, to: unknown) {
  const id = (value: unknown) => (value == null ? null : Number(value));
  const change: FieldChange = { field: 'stock_used_on', from: id(from), to: id(to) };
  const title = (value: unknown) => rowTitle(db, 'projects', 'name', Number(value));
  const [fromTitle, toTitle] = [
    from != null && (await title(from)),
    to != null && (await title(to)),
  ];
  if (fromTitle) change.from_title = fromTitle;
  if (toTitle) change.to_title = toTitle;
  return change;
}
