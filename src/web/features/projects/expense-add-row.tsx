import {
  centsToNumber,
  computeExpense,
  milliToNumber,
  moneyInput,
  quantityInput,
} from '../../../shared/money';
import { expenseFields } from '../../../shared/resources/expenses';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { BusyButton } from '../../components/busy-button';
import { failedSave } from '../../kit/failure';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { AddCell, useAddRow } from './add-row';
import { MoneyCell } from './money-cell';
import { EXPENSE_LABELS } from './project-fields';

const expenses = resources.expenses.actions;
/** product.md §5: the six inputs, required and numeric; the project comes from the screen. */
const EXPENSE_ROW = expenseFields.omit({ project_id: true });
const EMPTY = {
  date: '',
  description: '',
  unit_cost_price: '',
  quantity: '',
  logistics_cost: '',
  unit_selling_price: '',
};
type ExpenseValues = typeof EMPTY;

// The shared parsers: exact cents and thousandths from the typed text, as the server reads them.
const money = moneyInput();
const quantity = quantityInput();
const parsed = (schema: typeof money, text: string) => {
  const result = schema.safeParse(text);
  return result.success ? result.data : null;
};

/**
 * The four read-only figures of an add row, in cents, by the server's own function
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

/** The add row's state: creating a line sends the amounts as numbers, then reloads the project. */
export function useExpenseAddRow(project: ProjectDetail, onChange: () => void) {
  const dispatch = useAppDispatch();
  return useAddRow({
    empty: EMPTY,
    schema: EXPENSE_ROW,
    labels: EXPENSE_LABELS,
    create: async (input) => {
      const body = {
        ...input,
        unit_cost_price: centsToNumber(input.unit_cost_price),
        quantity: milliToNumber(input.quantity),
        logistics_cost: centsToNumber(input.logistics_cost),
        unit_selling_price: centsToNumber(input.unit_selling_price),
        project_id: project.id,
      };
      const result = await dispatch(expenses.create(body));
      if (!expenses.create.fulfilled.match(result)) return failedSave(result);
      onChange();
      return { ok: true };
    },
  });
}

/** The Profit and Loss add row: six inputs, the four figures live as they are typed, and Add. */
export function ExpenseAddRow({ add }: { add: ReturnType<typeof useExpenseAddRow> }) {
  const figures = liveFigures(add.form.values);
  const field = (name: keyof ExpenseValues) => add.field(name, EXPENSE_LABELS[name]);
  return (
    <tr ref={add.rowRef} className="project-table__add">
      <AddCell {...field('date')} kind="date" />
      <AddCell {...field('description')} />
      <AddCell {...field('unit_cost_price')} kind="number" />
      <AddCell {...field('quantity')} kind="number" />
      <AddCell {...field('logistics_cost')} kind="number" />
      <AddCell {...field('unit_selling_price')} kind="number" />
      <MoneyCell cents={figures.total_cost} />
      <MoneyCell cents={figures.total_with_logistics} />
      <MoneyCell cents={figures.total_selling_price} />
      <MoneyCell cents={figures.profit} />
      <td className="project-table__action">
        <BusyButton form={add.formId} busy={add.form.pending} className="button">
          Add <span className="sr-only">line</span>
        </BusyButton>
      </td>
    </tr>
  );
}
