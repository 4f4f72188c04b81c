import { sql } from 'kysely';
import type { Database, DatabaseTransaction } from '../db/database';
import { lockedRow, lockRow } from './row-lock';

/**
 * What a project's money check reads (resources/project-money.ts), with the project's row locked
 * until the transaction ends, so that writes adding to one project's totals check them one after
 * another. `exceptId` leaves out the row being replaced (0: none).
 */
export function projectTotalsRepository(db: Database) {
  const trx = db as DatabaseTransaction;
  return {
    /**
     * The funding total without that funding, with the lock: one statement (PostgreSQL: SELECT …
     * FOR UPDATE of the project), reading the total the triggers keep (migration 034) less that
     * funding's amount if it is one of the project's, not a sum of every funding of the project.
     */
    async lockedFunding(projectId: number, exceptId: number): Promise<bigint> {
      const row = await lockedRow(trx, 'projects', projectId, [
        sql<number | string>`coalesce((select funding_cents from project_totals
          where project_id = ${projectId}), 0) - coalesce((select amount_cents from fundings
          where id = ${exceptId} and project_id = ${projectId}), 0)`.as('funding_cents'),
      ]);
      return BigInt((row?.funding_cents as number | string | null | undefined) ?? 0);
    },
    /**
     * The amounts of the expense lines but that one: their totals are rounded line by line
     * (computeExpense), which only JavaScript does exactly, so the lines are read, not summed.
     */
    async lockedExpenseLines(projectId: number, exceptId: number) {
      await lockRow(trx, 'projects', projectId);
      return db
        .selectFrom('expenses')
        .select([
          'unit_cost_price_cents',
          'quantity_milli',
          'logistics_cost_cents',
          'unit_selling_price_cents',
        ])
        .where('project_id', '=', projectId)
        .where('id', '!=', exceptId)
        .execute();
    },
  };
}
