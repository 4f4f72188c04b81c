import { z } from 'zod';
import { idSchema, isoDate, requiredText } from '../fields';
import { moneyInput, quantityInput } from '../money';
import { defineResource, partialFields } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';

/** An expense's plain fields; its amounts (exact money) and project have code of their own. */
export const expenseTable = fieldTable({
  date: { input: isoDate(), output: 'text', label: 'Date' },
  description: { input: requiredText(1000), output: 'text', label: 'Description' },
});

/**
 * A profit-and-loss line (product.md §5): all six inputs required and numeric. A `profit` sent by a
 * client is ignored: the server computes it with the shared formula.
 */
export const expenseFields = inputFields(expenseTable).extend({
  unit_cost_price: moneyInput(),
  quantity: quantityInput(),
  logistics_cost: moneyInput(),
  unit_selling_price: moneyInput(),
  project_id: idSchema,
});
export type ExpenseInput = z.input<typeof expenseFields>;

export const expenseSchema = z.object({
  id: z.number(),
  ...outputShape(expenseTable),
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
