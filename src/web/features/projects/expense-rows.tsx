import { numberToCents } from '../../../shared/money';
import type { Expense } from '../../../shared/resources/expenses';
import { failedSave } from '../../kit/failure';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { EditActions, EditNotices, RowActions } from './edit-row-parts';
import { useEditRow } from './edit-row';
import { EXPENSE_ROW, ExpenseInputCells, expenseBody } from './expense-cells';
import { MoneyCell, amountText, formatQuantity } from './money-cell';
import { EXPENSE_FIGURE_LABELS as F, EXPENSE_LABELS as L } from './project-fields';

const expenses = resources.expenses.actions;
/** Six inputs, four figures and the buttons. */
export const EXPENSE_COLUMNS = 11;

const valuesOf = (expense: Expense) => ({
  date: expense.date,
  description: expense.description,
  unit_cost_price: amountText(expense.unit_cost_price),
  quantity: String(expense.quantity),
  logistics_cost: amountText(expense.logistics_cost),
  unit_selling_price: amountText(expense.unit_selling_price),
});

/** How a line is named to screen readers beside its buttons. */
const named = (expense: Expense) => `line ${expense.description} of ${expense.date}`;

interface RowProps {
  expense: Expense;
  opening: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A line as text: its inputs, the figures the server computed, Edit and Delete. */
export function ExpenseRow({ expense, opening, deleting, onEdit, onDelete }: RowProps) {
  const money = (amount: number, label: string, figure = false) => (
    <MoneyCell cents={numberToCents(amount)} label={label} figure={figure} />
  );
  return (
    <tr>
      <td className="project-date" data-label={L.date}>
        {expense.date}
      </td>
      <td className="project-table__line" data-label={L.description}>
        {expense.description}
      </td>
      {money(expense.unit_cost_price, L.unit_cost_price)}
      <td className="project-money" data-label={L.quantity}>
        {formatQuantity(expense.quantity)}
      </td>
      {money(expense.logistics_cost, L.logistics_cost)}
      {money(expense.unit_selling_price, L.unit_selling_price)}
      {money(expense.total_cost, F.total_cost, true)}
      {money(expense.total_with_logistics, F.total_with_logistics, true)}
      {money(expense.total_selling_price, F.total_selling_price, true)}
      {money(expense.profit, F.profit, true)}
      <RowActions
        id={expense.id}
        what={named(expense)}
        {...{ opening, deleting, onEdit, onDelete }}
      />
    </tr>
  );
}

interface EditProps {
  expense: Expense;
  version: string | null;
  onClose: (saved: Expense | null) => void;
}

/** A line in the add row's fields, its figures live, over the version loaded: Save, Cancel. */
export function ExpenseEditRow({ expense, version, onClose }: EditProps) {
  const dispatch = useAppDispatch();
  const row = useEditRow({
    initial: valuesOf(expense),
    version,
    schema: EXPENSE_ROW,
    labels: L,
    noun: 'line',
    fromRecord: (record) => valuesOf(record as Expense),
    save: async (changes, ifMatch) => {
      const sent = expenseBody(changes);
      const result = await dispatch(expenses.update({ id: expense.id, changes: sent, ifMatch }));
      if (!expenses.update.fulfilled.match(result)) return failedSave(result);
      return { ok: true, record: result.payload };
    },
    onClose,
  });
  return (
    <>
      <tr ref={row.rowRef} className="project-table__edit" onKeyDown={row.onKeyDown}>
        <ExpenseInputCells field={(name) => row.field(name, L[name])} values={row.form.values} />
        <EditActions row={row} what={named(expense)} />
      </tr>
      <EditNotices row={row} colSpan={EXPENSE_COLUMNS} />
    </>
  );
}
