import { useState } from 'react';
import { numberToCents } from '../../../shared/money';
import type { ProjectDetail } from '../../../shared/resources/projects';
import type { Funding } from '../../../shared/resources/fundings';
import { Card } from '../../kit/card';
import { failureMessage } from '../../kit/failure';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { useDeletedToast } from '../../kit/use-deleted-toast';
import { useMoney } from '../../kit/use-money';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { FundingAddRow, useFundingAddRow } from './funding-add-row';
import { FUNDING_COLUMNS, FundingEditRow, FundingRow } from './funding-rows';
import { MoneyCell } from './money-cell';
import { useRowEditing } from './row-editing';

const fundings = resources.fundings.actions;

interface Props {
  project: ProjectDetail;
  /** After any change: the project is fetched again (product.md §4). */
  onChange: () => void;
}

/**
 * The Funding table: one row per funding with Edit (in place) and Delete (its toast offers
 * Undo), the total, and an add row.
 */
export function FundingsTable({ project, onChange }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const deleted = useDeletedToast();
  const money = useMoney();
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);
  const editor = useRowEditing(fundings.show, project.fundings);
  const add = useFundingAddRow(project, onChange);

  async function edit(funding: Funding) {
    setError('');
    const failure = await editor.open(funding.id);
    if (failure === null) return;
    setError(failure);
    onChange();
  }

  function closed(saved: Funding | null) {
    editor.close(saved);
    if (!saved) return;
    toast({ message: 'Changes saved' });
    onChange();
  }

  async function remove(funding: Funding) {
    if (deleting !== null) return;
    setDeleting(funding.id);
    setError('');
    const result = await dispatch(fundings.destroy(funding.id));
    setDeleting(null);
    if (!fundings.destroy.fulfilled.match(result)) {
      setError(failureMessage(result));
      return;
    }
    // Its buttons are gone: the table keeps the focus.
    editor.container.current?.focus();
    deleted({
      name: `Funding of ${money.format(numberToCents(funding.amount))}`,
      resource: 'fundings',
      id: funding.id,
    });
    onChange();
  }

  return (
    <Card title="Funding">
      <div
        ref={editor.container}
        className="project-scroll"
        tabIndex={0}
        role="region"
        aria-label="Funding table"
      >
        <table className="project-table project-table--stack project-table--fundings">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Source</th>
              <th scope="col">Description</th>
              <th scope="col" className="project-table__num">
                Amount
              </th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {project.fundings.length === 0 ? (
              <tr>
                <td colSpan={FUNDING_COLUMNS} className="project-table__empty">
                  No funding yet: add the first in the row below.
                </td>
              </tr>
            ) : (
              editor.shown.map((funding) =>
                editor.editing?.record.id === funding.id ? (
                  <FundingEditRow
                    key={funding.id}
                    funding={editor.editing.record}
                    version={editor.editing.version}
                    onClose={closed}
                  />
                ) : (
                  <FundingRow
                    key={funding.id}
                    funding={funding}
                    opening={editor.opening === funding.id}
                    deleting={deleting === funding.id}
                    onEdit={() => void edit(funding)}
                    onDelete={() => void remove(funding)}
                  />
                ),
              )
            )}
          </tbody>
          <tfoot>
            <tr className="project-table__total">
              <th scope="row" colSpan={3}>
                Total
              </th>
              <MoneyCell cents={numberToCents(project.totals.funding)} label="Amount" />
              <td />
            </tr>
            <FundingAddRow add={add} />
          </tfoot>
        </table>
      </div>
      <form id={add.formId} noValidate onSubmit={(event) => void add.submit(event)} />
      <InlineAlert message={add.form.message} onDismiss={add.form.dismissMessage} />
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </Card>
  );
}
