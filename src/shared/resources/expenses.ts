import { z } from 'zod';
import { idSchema, isoDate, requiredText } from '../fields';
import { moneyInput, quantityInput } from '../money';
import { defineResource, partialFields } from './define';

/**
 * A profit-and-loss line (product.md §5): all six inputs required and numeric. A `profit` sent by a
 * client is ignored: the server computes it with the shared formula.
 */
export const expenseFields = z.object({
  date: isoDate(),
  description: requiredText(1000),
  unit_cost_price: moneyInput(),
  quantity: quantityInput(),
  logistics_cost: moneyInput(),
  unit_selling_price: moneyInput(),
  project_id: idSchema,
});
export type ExpenseInput = z.input<typeof expenseFields>;

export const expenseSchema = z.object({
  id: z.number(),
  date: z.string(),
  description: z.string(),
  unit_cost_price: z.number(),
  quantity: z.number(),
  logistics_cost: z.number(),
  unit_selling_price: z.number(),
  total_cost: z.number(),
  total_with_logistics: z.number(),
  total_selling_price: z.number(),
  profit: z.number(),
  project_id: z.number(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expensesResource = defineResource({
  name: 'expenses',
  wrapper: null,
  entity: expenseSchema,
  createBody: expenseFields,
  updateBody: partialFields(expenseFields),
  filters: ['project_id'],
});
