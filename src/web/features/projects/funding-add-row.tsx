import { centsToNumber } from '../../../shared/money';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { BusyButton } from '../../components/busy-button';
import { failedSave } from '../../kit/failure';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { InputCell, useAddRow } from './add-row';
import { FUNDING_ROW } from './funding-rows';
import { FUNDING_LABELS } from './project-fields';

const fundings = resources.fundings.actions;
const EMPTY = { date: '', source: '', description: '', amount: '' };

/** The add row's state: creating a funding sends the amount as a number, then reloads the project. */
export function useFundingAddRow(project: ProjectDetail, onChange: () => void) {
  const dispatch = useAppDispatch();
  return useAddRow({
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
}

/** The Funding add row: the four inputs and Add. */
export function FundingAddRow({ add }: { add: ReturnType<typeof useFundingAddRow> }) {
  return (
    <tr ref={add.rowRef} className="project-table__add">
      <InputCell {...add.field('date', FUNDING_LABELS.date)} kind="date" />
      <InputCell {...add.field('source', FUNDING_LABELS.source)} />
      <InputCell {...add.field('description', FUNDING_LABELS.description)} wide />
      <InputCell {...add.field('amount', FUNDING_LABELS.amount)} kind="number" />
      <td className="project-table__action">
        <BusyButton form={add.formId} busy={add.form.pending} className="button">
          Add <span className="sr-only">funding</span>
        </BusyButton>
      </td>
    </tr>
  );
}
