import { useState } from 'react';
import type { Expense } from '../../../shared/resources/expenses';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { BusyButton } from '../../components/busy-button';
import { Card } from '../../kit/card';
import { failureMessage } from '../../kit/failure';
import { InlineAlert } from '../../kit/inline-alert';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { ExpenseAddRow, useExpenseAddRow } from './expense-add-row';
import { MoneyCell, formatQuantity } from './money-cell';
import { numberToCents } from '../../../shared/money';
import { EXPENSE_FIGURE_LABELS, EXPENSE_LABELS } from './project-fields';

const expenses = resources.expenses.actions;
const HEADERS = [...Object.values(EXPENSE_LABELS), ...Object.values(EXPENSE_FIGURE_LABELS)];
/** Every column but date and description holds a figure. */
const TEXT_COLUMNS = 2;

interface Props {
  project: ProjectDetail;
  /** After any change: the project is fetched again (product.md §4). */
  onChange: () => void;
}

/**
 * The Profit and Loss table: its lines with Delete, the totals the server computed, and an add
 * row whose figures are computed as they are typed. Wide, so it scrolls inside its card.
 */
export function ExpensesTable({ project, onChange }: Props) {
  const dispatch = useAppDispatch();
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);
  const add = useExpenseAddRow(project, onChange);
  const { totals } = project;

  async function remove(expense: Expense) {
    if (deleting !== null) return;
    setDeleting(expense.id);
    setError('');
    const result = await dispatch(expenses.destroy(expense.id));
    setDeleting(null);
    if (!expenses.destroy.fulfilled.match(result)) setError(failureMessage(result));
    else onChange();
  }

  return (
    <Card title="Profit and Loss">
      <div className="project-scroll" tabIndex={0} role="region" aria-label="Profit and Loss table">
        <table className="project-table project-table--expenses">
          <thead>
            <tr>
              {HEADERS.map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={index < TEXT_COLUMNS ? undefined : 'project-table__num'}
                >
                  {header}
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {project.expenses.length === 0 ? (
              <tr>
                <td colSpan={HEADERS.length + 1} className="project-table__empty">
                  No lines yet: add the first in the row below.
                </td>
              </tr>
            ) : (
              project.expenses.map((expense) => (
                <tr key={expense.id}>
                  <td className="project-date">{expense.date}</td>
                  <td>{expense.description}</td>
                  <MoneyCell cents={numberToCents(expense.unit_cost_price)} />
                  <td className="project-money">{formatQuantity(expense.quantity)}</td>
                  <MoneyCell cents={numberToCents(expense.logistics_cost)} />
                  <MoneyCell cents={numberToCents(expense.unit_selling_price)} />
                  <MoneyCell cents={numberToCents(expense.total_cost)} />
                  <MoneyCell cents={numberToCents(expense.total_with_logistics)} />
                  <MoneyCell cents={numberToCents(expense.total_selling_price)} />
                  <MoneyCell cents={numberToCents(expense.profit)} />
                  <td className="project-table__action">
                    <BusyButton
                      type="button"
                      className="button button--quiet project-table__delete"
                      busy={deleting === expense.id}
                      onClick={() => void remove(expense)}
                    >
                      Delete{' '}
                      <span className="sr-only">
                        line {expense.description} of {expense.date}
                      </span>
                    </BusyButton>
                  </td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr className="project-table__total">
              <th scope="row" colSpan={6}>
                Total
              </th>
              <MoneyCell cents={numberToCents(totals.total_cost)} />
              <MoneyCell cents={numberToCents(totals.total_with_logistics)} />
              <MoneyCell cents={numberToCents(totals.total_selling_price)} />
              <MoneyCell cents={numberToCents(totals.profit)} />
              <td />
            </tr>
            <ExpenseAddRow add={add} />
          </tfoot>
        </table>
      </div>
      <form id={add.formId} noValidate onSubmit={(event) => void add.submit(event)} />
      <InlineAlert message={add.form.message} onDismiss={add.form.dismissMessage} />
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </Card>
  );
}
