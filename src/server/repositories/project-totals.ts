import { sql } from 'kysely';
import type { Database, DatabaseTransaction } from '../db/database';
import { runAhead } from '../db/held-statements';
import { compileFixed } from '../db/fixed-statements';
import { lockRow, lockRowAhead } from './row-lock';

/**
 * What a project's money check reads (resources/project-money.ts), after the project's row is
 * locked until the transaction ends, so that writes adding to one project's totals check them one after
 * another. `exceptId` leaves out the row being replaced (0: none).
 */
export function projectTotalsRepository(db: Database) {
  const trx = db as DatabaseTransaction;
  return {
    /**
     * The funding total without that funding, after the project's lock, both started now and
     * read from `answer` later (held-statements.ts runAhead): on PostgreSQL they go out with the
     * write started after them, in one round trip. It reads the total the triggers keep
     * (migration 034) less that funding's amount if it is one of the project's, not a sum of
     * every funding of the project, in a statement after the lock's (lockRowAhead says why).
     */
    async lockedFundingAhead(projectId: number, exceptId: number) {
      await lockRowAhead(trx, 'projects', projectId);
      // Each value bound once, as compileFixed asks.
      const values = [projectId, exceptId, projectId];
      const total = compileFixed(trx, 'fundingTotalExcept', values, ([p, e, sameP]) =>
        trx.selectNoFrom(
          sql<number | string>`coalesce((select funding_cents from project_totals
            where project_id = ${p}), 0) - coalesce((select amount_cents from fundings
            where id = ${e} and project_id = ${sameP}), 0)`.as('funding_cents'),
        ),
      );
      const { answer } = await runAhead(trx, total);
      return {
        answer: answer.then(([row]) =>
          BigInt((row?.funding_cents as number | string | null | undefined) ?? 0),
        ),
      };
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
