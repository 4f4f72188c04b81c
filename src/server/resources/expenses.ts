import { expenseTable, expensesResource } from '../../shared/resources/expenses';
import { centsToNumber, computeExpense, expenseFits, milliToNumber } from '../../shared/money';
import { invalidField } from '../http-error';
import type { RowData } from '../repositories/table-repository';
import { serverResource } from '../resource-engine/server-resource';
import { checkProjectMoney } from './project-money';
import { stampsShown } from '../resource-engine/record-stamps';
import { plainEntity } from '../resource-engine/plain-fields';

export const expenseEntity = (r: RowData) => {
  const amounts = {
    unit_cost_price_cents: Number(r.unit_cost_price_cents),
    quantity_milli: Number(r.quantity_milli),
    logistics_cost_cents: Number(r.logistics_cost_cents),
    unit_selling_price_cents: Number(r.unit_selling_price_cents),
  };
  const totals = computeExpense(amounts);
  return {
    id: r.id,
    ...plainEntity(expenseTable, r),
    unit_cost_price: centsToNumber(amounts.unit_cost_price_cents),
    quantity: milliToNumber(amounts.quantity_milli),
    logistics_cost: centsToNumber(amounts.logistics_cost_cents),
    unit_selling_price: centsToNumber(amounts.unit_selling_price_cents),
    total_cost: centsToNumber(totals.total_cost_cents),
    total_with_logistics: centsToNumber(totals.total_with_logistics_cents),
    total_selling_price: centsToNumber(totals.total_selling_price_cents),
    profit: centsToNumber(Number(r.profit_cents)),
    project_id: Number(r.project_id),
    ...stampsShown(r),
  };
};

export const expenses = serverResource({
  definition: expensesResource,
  table: 'expenses',
  search: 'description',
  sorts: { date: ['date', 'text'], description: ['description', 'lower'] },
  orderBy: [
    ['date', 'asc', 'text'],
    ['id', 'asc'],
  ],
  references: [{ field: 'project_id', table: 'projects', label: 'project' }],
  shownOn: { resource: 'projects', field: 'project_id' },
  toEntity: expenseEntity,
  // Amounts arrive as cents/thousandths; profit is always recomputed from the stored whole.
  toRow(input, existing) {
    const pick = (key: string, column: string) => Number(input[key] ?? existing?.[column]);
    const amounts = {
      unit_cost_price_cents: pick('unit_cost_price', 'unit_cost_price_cents'),
      quantity_milli: pick('quantity', 'quantity_milli'),
      logistics_cost_cents: pick('logistics_cost', 'logistics_cost_cents'),
      unit_selling_price_cents: pick('unit_selling_price', 'unit_selling_price_cents'),
    };
    if (!expenseFits(amounts)) throw invalidField('quantity', 'makes the line total too large');
    const { date, description, project_id } = input;
    return {
      ...(date !== undefined && { date }),
      ...(description !== undefined && { description }),
      ...(project_id !== undefined && { project_id }),
      ...amounts,
      profit_cents: computeExpense(amounts).profit_cents,
    };
  },
  check: (db, values, existing) => checkProjectMoney(db, 'expenses', values, existing),
});
