import { centsToNumber, numberToCents } from '../../../shared/money';
import { fundingFields, type Funding } from '../../../shared/resources/fundings';
import { failedSave } from '../../kit/failure';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { InputCell } from './add-row';
import { EditActions, EditNotices, RowActions } from './edit-row-parts';
import { useEditRow } from './edit-row';
import { MoneyCell, amountText } from './money-cell';
import { FUNDING_LABELS } from './project-fields';

const fundings = resources.fundings.actions;
/** product.md §5: all four required, amount numeric; the project comes from the screen. */
export const FUNDING_ROW = fundingFields.omit({ project_id: true });
export const FUNDING_COLUMNS = 5;

const valuesOf = (funding: Funding) => ({
  date: funding.date,
  source: funding.source,
  description: funding.description,
  amount: amountText(funding.amount),
});

/** How a funding is named to screen readers beside its buttons. */
const named = (funding: Funding) => `funding from ${funding.source} on ${funding.date}`;

interface RowProps {
  funding: Funding;
  opening: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A funding as text, with Edit and Delete. */
export function FundingRow({ funding, opening, deleting, onEdit, onDelete }: RowProps) {
  return (
    <tr>
      <td className="project-date" data-label={FUNDING_LABELS.date}>
        {funding.date}
      </td>
      <td data-label={FUNDING_LABELS.source}>{funding.source}</td>
      <td className="project-table__line" data-label={FUNDING_LABELS.description}>
        {funding.description}
      </td>
      <MoneyCell cents={numberToCents(funding.amount)} label={FUNDING_LABELS.amount} />
      <RowActions
        id={funding.id}
        what={named(funding)}
        {...{ opening, deleting, onEdit, onDelete }}
      />
    </tr>
  );
}

interface EditProps {
  funding: Funding;
  version: string | null;
  onClose: (saved: Funding | null) => void;
}

/** A funding in the add row's fields, over the version loaded: Save, Cancel (or Escape). */
export function FundingEditRow({ funding, version, onClose }: EditProps) {
  const dispatch = useAppDispatch();
  const row = useEditRow({
    initial: valuesOf(funding),
    version,
    schema: FUNDING_ROW,
    labels: FUNDING_LABELS,
    noun: 'funding',
    fromRecord: (record) => valuesOf(record as Funding),
    save: async (changes, ifMatch) => {
      // The schema made cents of the amount; the API takes the amount itself.
      const { amount, ...rest } = changes;
      const sent = { ...rest, ...(amount !== undefined && { amount: centsToNumber(amount) }) };
      const result = await dispatch(fundings.update({ id: funding.id, changes: sent, ifMatch }));
      if (!fundings.update.fulfilled.match(result)) return failedSave(result);
      return { ok: true, record: result.payload };
    },
    onClose,
  });
  return (
    <>
      <tr ref={row.rowRef} className="project-table__edit" onKeyDown={row.onKeyDown}>
        <InputCell {...row.field('date', FUNDING_LABELS.date)} kind="date" />
        <InputCell {...row.field('source', FUNDING_LABELS.source)} />
        <InputCell {...row.field('description', FUNDING_LABELS.description)} wide />
        <InputCell {...row.field('amount', FUNDING_LABELS.amount)} kind="number" />
        <EditActions row={row} what={named(funding)} />
      </tr>
      <EditNotices row={row} colSpan={FUNDING_COLUMNS} />
    </>
  );
}
