import { MAX_PROJECT_CENTS, computeExpense, type ExpenseAmounts } from '../../shared/money';
import type { Database } from '../db/database';
import { invalidField } from '../http-error';
import { projectTotalsRepository } from '../repositories/project-totals';
import type { RowData } from '../repositories/table-repository';
import type { VerdictAhead } from '../resource-engine/rule-verdicts';

const LIMIT = BigInt(MAX_PROJECT_CENTS);

/**
 * A funding or an expense line may not take its project's funding total, costs or sales past
 * MAX_PROJECT_CENTS, where the sums the project shows would stop being exact. Checked in the
 * write's transaction with the project locked, so two writes cannot pass it together. A funding's
 * verdict comes once its read is answered, which on PostgreSQL goes out with the write's INSERT
 * or UPDATE (rule-verdicts.ts).
 */
export async function checkProjectMoney(
  db: Database,
  table: 'fundings' | 'expenses',
  values: Record<string, unknown>,
  existing?: RowData,
): Promise<void | VerdictAhead> {
  const projectId = Number(values.project_id ?? existing?.project_id);
  const exceptId = existing?.id ?? 0;
  const totals = projectTotalsRepository(db);
  if (table === 'fundings') {
    const amount = BigInt(Number(values.amount_cents ?? existing?.amount_cents));
    const { answer } = await totals.lockedFundingAhead(projectId, exceptId);
    const verdict = answer.then((total) => {
      if (total + amount > LIMIT)
        throw invalidField('amount', "makes the project's funding total too large");
    });
    return { verdict };
  }
  const lines = (await totals.lockedExpenseLines(projectId, exceptId)).map(computeExpense);
  const line = computeExpense(values as ExpenseAmounts);
  const sum = (cents: number[]) => cents.reduce((a, b) => a + BigInt(b), 0n);
  if (
    sum(lines.map((l) => l.total_with_logistics_cents)) + BigInt(line.total_with_logistics_cents) >
      LIMIT ||
    sum(lines.map((l) => l.total_selling_price_cents)) + BigInt(line.total_selling_price_cents) >
      LIMIT
  )
    throw invalidField('quantity', "makes the project's totals too large");
}
