import type { ProjectDetail } from '../../../shared/resources/projects';
import { BusyButton } from '../../components/busy-button';
import { failedSave } from '../../kit/failure';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { useAddRow } from './add-row';
import { EMPTY_EXPENSE, EXPENSE_ROW, ExpenseInputCells, expenseBody } from './expense-cells';
import { EXPENSE_LABELS } from './project-fields';

const expenses = resources.expenses.actions;

/** The add row's state: creating a line sends the amounts as numbers, then reloads the project. */
export function useExpenseAddRow(project: ProjectDetail, onChange: () => void) {
  const dispatch = useAppDispatch();
  return useAddRow({
    empty: EMPTY_EXPENSE,
    schema: EXPENSE_ROW,
    labels: EXPENSE_LABELS,
    create: async (input) => {
      const body = { ...expenseBody(input), project_id: project.id };
      const result = await dispatch(expenses.create(body));
      if (!expenses.create.fulfilled.match(result)) return failedSave(result);
      onChange();
      return { ok: true };
    },
  });
}

/** The Profit and Loss add row: six inputs, the four figures live as they are typed, and Add. */
export function ExpenseAddRow({ add }: { add: ReturnType<typeof useExpenseAddRow> }) {
  return (
    <tr ref={add.rowRef} className="project-table__add">
      <ExpenseInputCells
        field={(name) => add.field(name, EXPENSE_LABELS[name])}
        values={add.form.values}
      />
      <td className="project-table__action">
        <BusyButton form={add.formId} busy={add.form.pending} className="button">
          Add <span className="sr-only">line</span>
        </BusyButton>
      </td>
    </tr>
  );
}
