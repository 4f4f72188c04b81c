import { formatMoney } from '../../../shared/money';

const quantityFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });
export const formatQuantity = (quantity: number) => quantityFormat.format(quantity);

/** A money cell: right-aligned tabular figures, negatives in the danger colour, "—" when unknown. */
export function MoneyCell({ cents }: { cents: number | null }) {
  const negative = cents !== null && cents < 0;
  return (
    <td className={negative ? 'project-money project-money--negative' : 'project-money'}>
      {cents === null ? '—' : formatMoney(cents)}
    </td>
  );
}
