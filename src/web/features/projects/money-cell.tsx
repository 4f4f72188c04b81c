import { formatMoney } from '../../../shared/money';

/**
 * Amounts arrive as JSON numbers with at most two decimals (product.md §7); × 100 and rounding
 * recovers their exact cents (far below 2^53, so no float error survives the rounding).
 */
export const toCents = (amount: number) => Math.round(amount * 100);

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
