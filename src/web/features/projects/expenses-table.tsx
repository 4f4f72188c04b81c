import { useState } from 'react';
import type { Expense } from '../../../shared/resources/expenses';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { Card } from '../../kit/card';
import { failureMessage } from '../../kit/failure';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { useDeletedToast } from '../../kit/use-deleted-toast';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { ExpenseAddRow, useExpenseAddRow } from './expense-add-row';
import { EXPENSE_COLUMNS, ExpenseEditRow, ExpenseRow } from './expense-rows';
import { ExpensesHead, ExpensesTotal } from './expenses-head';
import { useRowEditing } from './row-editing';

const expenses = resources.expenses.actions;

interface Props {
  project: ProjectDetail;
  /** After any change: the project is fetched again (product.md §4). */
  onChange: () => void;
}

/**
 * The Profit and Loss table: its lines with Edit (in place) and Delete (its toast offers Undo),
 * the totals the server computed, and an add row whose figures are computed as they are typed.
 */
export function ExpensesTable({ project, onChange }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const deleted = useDeletedToast();
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);
  const editor = useRowEditing(expenses.show, project.expenses);
  const add = useExpenseAddRow(project, onChange);

  async function edit(expense: Expense) {
    setError('');
    const failure = await editor.open(expense.id);
    if (failure === null) return;
    setError(failure);
    onChange();
  }

  function closed(saved: Expense | null) {
    editor.close(saved);
    if (!saved) return;
    toast({ message: 'Changes saved' });
    onChange();
  }

  async function remove(expense: Expense) {
    if (deleting !== null) return;
    setDeleting(expense.id);
    setError('');
    const result = await dispatch(expenses.destroy(expense.id));
    setDeleting(null);
    if (!expenses.destroy.fulfilled.match(result)) {
      setError(failureMessage(result));
      return;
    }
    // Its buttons are gone: the table keeps the focus.
    editor.container.current?.focus();
    deleted({ name: `Line “${expense.description}”`, resource: 'expenses', id: expense.id });
    onChange();
  }

  return (
    <Card title="Profit and Loss">
      <div
        ref={editor.container}
        className="project-scroll"
        tabIndex={0}
        role="region"
        aria-label="Profit and Loss table"
      >
        <table className="project-table project-table--stack project-table--expenses">
          <ExpensesHead />
          <tbody>
            {project.expenses.length === 0 ? (
              <tr>
                <td colSpan={EXPENSE_COLUMNS} className="project-table__empty">
                  No lines yet: add the first in the row below.
                </td>
              </tr>
            ) : (
              editor.shown.map((expense) =>
                editor.editing?.record.id === expense.id ? (
                  <ExpenseEditRow
                    key={expense.id}
                    expense={editor.editing.record}
                    version={editor.editing.version}
                    onClose={closed}
                  />
                ) : (
                  <ExpenseRow
                    key={expense.id}
                    expense={expense}
                    opening={editor.opening === expense.id}
                    deleting={deleting === expense.id}
                    onEdit={() => void edit(expense)}
                    onDelete={() => void remove(expense)}
                  />
                ),
              )
            )}
          </tbody>
          <tfoot>
            <ExpensesTotal totals={project.totals} />
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
