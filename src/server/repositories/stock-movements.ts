import { sql } from 'kysely';
import type { Database } from '../db/database';
import { MAX_BOUND_VALUES, batches } from './table-repository';
import type { Movement, StockReason, StockUsed } from '../../shared/stock';
import type { CursorKey } from '../../shared/resources/list-cursor';

export type NewMovement = {
  resource: 'inventory' | 'stickers';
  record_id: number;
  at: number;
  actor: string | null;
  amount: number;
  reason: StockReason;
  project_id: number | null;
  note: string;
  quantity_after: number;
};

/** The table of each stock resource, for the names a project's "stock used" shows. */
const TABLES = { inventory: 'inventory_items', stickers: 'stickers' } as const;

/** Stock movements (migration 011): appended with the quantity they change, read newest first. */
export function stockMovementsRepository(db: Database) {
  const withProject = () =>
    db
      .selectFrom('stock_movements as m')
      .leftJoin('projects as p', 'p.id', 'm.project_id')
      .selectAll('m')
      .select('p.name as project_name');
  return {
    /** Many at once (a bulk update's or an import's counts): one insert however many. */
    async addAll(movements: readonly NewMovement[]): Promise<void> {
      for (const batch of batches(movements, Math.floor(MAX_BOUND_VALUES / 9)))
        await db.insertInto('stock_movements').values(batch).execute();
    },
    add: async (movement: NewMovement) =>
      Number(
        (
          await db
            .insertInto('stock_movements')
            .values(movement)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),

    /**
     * Names the reason, project and note of a record's latest movement (the one its update's
     * hook just wrote, under the record's lock): answers its id.
     */
    describeLatest: async (
      resource: string,
      recordId: number,
      described: Pick<NewMovement, 'reason' | 'project_id' | 'note'>,
    ) => {
      const latest = db
        .selectFrom('stock_movements')
        .select((e) => e.fn.max('id').as('id'))
        .where('resource', '=', resource)
        .where('record_id', '=', recordId);
      const row = await db
        .updateTable('stock_movements')
        .set(described)
        .where('id', '=', latest)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** One record's movements, newest first, after the movement with id `after`. */
    async page(resource: string, recordId: number, limit: number, after?: number) {
      let query = withProject()
        .where('m.resource', '=', resource)
        .where('m.record_id', '=', recordId);
      if (after !== undefined) query = query.where('m.id', '<', after);
      const rows = await query
        .orderBy('m.id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit).map(toMovement);
      const next: CursorKey[] | undefined = rows.length > limit ? [page.at(-1)!.id] : undefined;
      return { movements: page, next };
    },

    find: async (id: number) =>
      toMovement(await withProject().where('m.id', '=', id).executeTakeFirstOrThrow()),

    /** What was used on a project, per item and sticker still there: how many in all. */
    async usedOn(projectId: number): Promise<StockUsed[]> {
      const used: StockUsed[] = [];
      for (const [resource, table] of Object.entries(TABLES) as [keyof typeof TABLES, string][]) {
        const rows = await db
          .selectFrom('stock_movements as m')
          .innerJoin(`${table} as r` as 'stickers as r', 'r.id', 'm.record_id')
          .select(['r.id', 'r.name', sql<number>`sum(-m.amount)`.as('quantity')])
          .where('m.resource', '=', resource)
          .where('m.project_id', '=', projectId)
          .groupBy(['r.id', 'r.name'])
          .orderBy('r.name')
          .execute();
        for (const r of rows)
          used.push({ resource, id: r.id, name: r.name, quantity: Number(r.quantity) });
      }
      return used;
    },
  };
}

type Stored = Omit<NewMovement, 'resource' | 'reason'> & {
  id: number;
  reason: string;
  project_name: string | null;
};

const toMovement = (r: Stored): Movement => ({
  id: Number(r.id),
  at: new Date(Number(r.at)).toISOString(),
  actor: r.actor,
  amount: r.amount,
  reason: r.reason as StockReason,
  project: r.project_id === null ? null : { id: r.project_id, name: String(r.project_name) },
  note: r.note,
  quantity_after: r.quantity_after,
});
