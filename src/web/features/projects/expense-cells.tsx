import {
  centsToNumber,
  computeExpense,
  milliToNumber,
  moneyInput,
  quantityInput,
} from '../../../shared/money';
import { expenseFields } from '../../../shared/resources/expenses';
import { InputCell } from './add-row';
import { MoneyCell } from './money-cell';
import { EXPENSE_FIGURE_LABELS } from './project-fields';

/** product.md §5: the six inputs, required and numeric; the project comes from the screen. */
export const EXPENSE_ROW = expenseFields.omit({ project_id: true });
export const EMPTY_EXPENSE = {
  date: '',
  description: '',
  unit_cost_price: '',
  quantity: '',
  logistics_cost: '',
  unit_selling_price: '',
};
export type ExpenseValues = typeof EMPTY_EXPENSE;
type Checked = Partial<ReturnType<typeof EXPENSE_ROW.parse>>;

/** What the schema made (cents, thousandths) as the API takes it: the amounts themselves. */
export function expenseBody<I extends Checked>(input: I) {
  const { unit_cost_price: cost, quantity, logistics_cost: logistics } = input;
  const selling = input.unit_selling_price;
  return {
    ...input,
    ...(cost !== undefined && { unit_cost_price: centsToNumber(cost) }),
    ...(quantity !== undefined && { quantity: milliToNumber(quantity) }),
    ...(logistics !== undefined && { logistics_cost: centsToNumber(logistics) }),
    ...(selling !== undefined && { unit_selling_price: centsToNumber(selling) }),
  };
}

// The shared parsers: exact cents and thousandths from the typed text, as the server reads them.
const money = moneyInput();
const quantity = quantityInput();
const parsed = (schema: typeof money, text: string) => {
  const result = schema.safeParse(text);
  return result.success ? result.data : null;
};

/**
 * The four read-only figures of an add or edit row, in cents, by the server's own function
 * (computeExpense), so the screen and the stored line never differ by a cent. A figure is null
 * while an input it depends on is not a valid number.
 */
export function liveFigures(values: ExpenseValues) {
  const cost = parsed(money, values.unit_cost_price);
  const milli = parsed(quantity, values.quantity);
  const logistics = parsed(money, values.logistics_cost);
  const selling = parsed(money, values.unit_selling_price);
  const totals = computeExpense({
    unit_cost_price_cents: cost ?? 0,
    quantity_milli: milli ?? 0,
    logistics_cost_cents: logistics ?? 0,
    unit_selling_price_cents: selling ?? 0,
  });
  const known = (...inputs: (number | null)[]) => inputs.every((input) => input !== null);
  return {
    total_cost: known(cost, milli) ? totals.total_cost_cents : null,
    total_with_logistics: known(cost, milli, logistics) ? totals.total_with_logistics_cents : null,
    total_selling_price: known(selling, milli) ? totals.total_selling_price_cents : null,
    profit: known(cost, milli, logistics, selling) ? totals.profit_cents : null,
  };
}

type Field = (name: keyof ExpenseValues) => Parameters<typeof InputCell>[0];

/** The six inputs of a line and its four figures, live as they are typed. */
export function ExpenseInputCells({ field, values }: { field: Field; values: ExpenseValues }) {
  const figures = liveFigures(values);
  const L = EXPENSE_FIGURE_LABELS;
  return (
    <>
      <InputCell {...field('date')} kind="date" />
      <InputCell {...field('description')} wide />
      <InputCell {...field('unit_cost_price')} kind="number" />
      <InputCell {...field('quantity')} kind="number" />
      <InputCell {...field('logistics_cost')} kind="number" />
      <InputCell {...field('unit_selling_price')} kind="number" />
      <MoneyCell cents={figures.total_cost} label={L.total_cost} figure />
      <MoneyCell cents={figures.total_with_logistics} label={L.total_with_logistics} figure />
      <MoneyCell cents={figures.total_selling_price} label={L.total_selling_price} figure />
      <MoneyCell cents={figures.profit} label={L.profit} figure />
    </>
  );
}
