import { MAX_PROJECT_CENTS, computeExpense, type ExpenseAmounts } from '../../shared/money';
import type { Database } from '../db/database';
import { invalidField } from '../http-error';
import { projectsRepository } from '../repositories/projects';
import type { RowData } from '../repositories/table-repository';

const LIMIT = BigInt(MAX_PROJECT_CENTS);

/**
 * A funding or an expense line may not take its project's funding total, costs or sales past
 * MAX_PROJECT_CENTS, where the sums the project shows would stop being exact. Checked in the
 * write's transaction with the project locked, so two writes cannot pass it together.
 */
export async function checkProjectMoney(
  db: Database,
  table: 'fundings' | 'expenses',
  values: Record<string, unknown>,
  existing?: RowData,
) {
  const projectId = Number(values.project_id ?? existing?.project_id);
  const except = existing && { table, id: existing.id };
  const money = await projectsRepository(db).lockedMoney(projectId, except);
  if (table === 'fundings') {
    const amount = BigInt(Number(values.amount_cents ?? existing?.amount_cents));
    if (money.funding + amount > LIMIT)
      throw invalidField('amount', "makes the project's funding total too large");
    return;
  }
  const line = computeExpense(values as ExpenseAmounts);
  if (
    money.costs + BigInt(line.total_with_logistics_cents) > LIMIT ||
    money.sales + BigInt(line.total_selling_price_cents) > LIMIT
  )
    throw invalidField('quantity', "makes the project's totals too large");
}
