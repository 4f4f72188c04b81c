import type { ProjectDetail } from '../../../shared/resources/projects';
import { numberToCents } from '../../../shared/money';

/**
 * Amounts arrive as JSON numbers with at most two decimals (product.md §7); × 100 and rounding
 * recovers their exact cents (totals stay far below 2^53, so no float error survives the rounding).
 * Everything after this is integer arithmetic.
 */

/** One day of the project's money: what came in, what went out, and the balance after it. */
export interface FinancesPoint {
  date: string;
  inCents: number;
  outCents: number;
  balanceCents: number;
}

export interface FinancesSummary {
  points: FinancesPoint[];
  inCents: number;
  outCents: number;
  balanceCents: number;
  /** The lowest balance when it went below zero (the first day it reached that low), else null. */
  lowest: FinancesPoint | null;
}

type Money = Pick<ProjectDetail, 'fundings' | 'expenses'>;

/**
 * The project's money by date, oldest first: fundings in, expenses' totals with logistics out
 * (what the work cost, whatever it sells for), and the running balance. Days with several entries
 * are one point, so the chart has one mark per day.
 */
export function financesSeries({ fundings, expenses }: Money): FinancesSummary {
  const days = new Map<string, { inCents: number; outCents: number }>();
  const day = (date: string) => {
    let entry = days.get(date);
    if (!entry) days.set(date, (entry = { inCents: 0, outCents: 0 }));
    return entry;
  };
  for (const funding of fundings) day(funding.date).inCents += numberToCents(funding.amount);
  for (const expense of expenses)
    day(expense.date).outCents += numberToCents(expense.total_with_logistics);

  // ISO dates (YYYY-MM-DD) sort as text.
  const dates = [...days.keys()].sort();
  let balanceCents = 0;
  let inCents = 0;
  let outCents = 0;
  let lowest: FinancesPoint | null = null;
  const points = dates.map((date) => {
    const entry = days.get(date)!;
    inCents += entry.inCents;
    outCents += entry.outCents;
    balanceCents += entry.inCents - entry.outCents;
    const point = { date, ...entry, balanceCents };
    if (balanceCents < 0 && (!lowest || balanceCents < lowest.balanceCents)) lowest = point;
    return point;
  });
  return { points, inCents, outCents, balanceCents, lowest };
}

/** Whether the project has any money to chart. */
export const hasFinances = ({ fundings, expenses }: Money) => fundings.length + expenses.length > 0;
