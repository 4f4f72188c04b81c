import { useState } from 'react';
import { centsToNumber, numberToCents } from '../../../shared/money';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { fundingFields, type Funding } from '../../../shared/resources/fundings';
import { BusyButton } from '../../components/busy-button';
import { Card } from '../../kit/card';
import { failedSave, failureMessage } from '../../kit/failure';
import { InlineAlert } from '../../kit/inline-alert';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { AddCell, useAddRow } from './add-row';
import { MoneyCell } from './money-cell';
import { FUNDING_LABELS } from './project-fields';

const fundings = resources.fundings.actions;
/** product.md §5: all four required, amount numeric; the project comes from the screen. */
const FUNDING_ROW = fundingFields.omit({ project_id: true });
const EMPTY = { date: '', source: '', description: '', amount: '' };

interface Props {
  project: ProjectDetail;
  /** After any change: the project is fetched again (product.md §4). */
  onChange: () => void;
}

/** The Funding table: one row per funding with Delete, the total, and an add row. */
export function FundingsTable({ project, onChange }: Props) {
  const dispatch = useAppDispatch();
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);
  const add = useAddRow({
    empty: EMPTY,
    schema: FUNDING_ROW,
    labels: FUNDING_LABELS,
    create: async (input) => {
      // The schema made cents of the amount; the API takes the amount itself.
      const body = { ...input, amount: centsToNumber(input.amount), project_id: project.id };
      const result = await dispatch(fundings.create(body));
      if (!fundings.create.fulfilled.match(result)) return failedSave(result);
      onChange();
      return { ok: true };
    },
  });

  async function remove(funding: Funding) {
    if (deleting !== null) return;
    setDeleting(funding.id);
    setError('');
    const result = await dispatch(fundings.destroy(funding.id));
    setDeleting(null);
    if (!fundings.destroy.fulfilled.match(result)) setError(failureMessage(result));
    else onChange();
  }

  return (
    <Card title="Funding">
      <div className="project-scroll" tabIndex={0} role="region" aria-label="Funding table">
        <table className="project-table project-table--fundings">
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
                <td colSpan={5} className="project-table__empty">
                  No funding yet: add the first in the row below.
                </td>
              </tr>
            ) : (
              project.fundings.map((funding) => (
                <tr key={funding.id}>
                  <td className="project-date">{funding.date}</td>
                  <td>{funding.source}</td>
                  <td>{funding.description}</td>
                  <MoneyCell cents={numberToCents(funding.amount)} />
                  <td className="project-table__action">
                    <BusyButton
                      type="button"
                      className="button button--quiet project-table__delete"
                      busy={deleting === funding.id}
                      onClick={() => void remove(funding)}
                    >
                      Delete{' '}
                      <span className="sr-only">
                        funding from {funding.source} on {funding.date}
                      </span>
                    </BusyButton>
                  </td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr className="project-table__total">
              <th scope="row" colSpan={3}>
                Total
              </th>
              <MoneyCell cents={numberToCents(project.totals.funding)} />
              <td />
            </tr>
            <tr ref={add.rowRef} className="project-table__add">
              <AddCell {...add.field('date', 'Date')} kind="date" />
              <AddCell {...add.field('source', 'Source')} />
              <AddCell {...add.field('description', 'Description')} />
              <AddCell {...add.field('amount', 'Amount')} kind="number" />
              <td className="project-table__action">
                <BusyButton form={add.formId} busy={add.form.pending} className="button">
                  Add <span className="sr-only">funding</span>
                </BusyButton>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <form id={add.formId} noValidate onSubmit={(event) => void add.submit(event)} />
      <InlineAlert message={add.form.message} onDismiss={add.form.dismissMessage} />
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </Card>
  );
}
