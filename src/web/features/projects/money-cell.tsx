import { numberToCents } from '../../../shared/money';
import { useMoney } from '../../kit/use-money';
import { CompactAmount } from './compact-amount';

const quantityFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });
export const formatQuantity = (quantity: number) => quantityFormat.format(quantity);

/** An amount as the API sends it, as an edit row's field shows it: "1250.50", no grouping. */
export const amountText = (amount: number) => (numberToCents(amount) / 100).toFixed(2);

/**
 * From 10,000.00 on, a computed figure is shown compact in the wide table ("$56.33K"): with the
 * currency symbol in every cell, exact five-figure totals would widen it past a 1280 px screen.
 */
const COMPACT_FROM = 10_000_00;

interface Props {
  cents: number | null;
  /** Names the cell where the table stacks into cards (its column header is out of sight). */
  label?: string;
  /**
   * A figure the server computes (a line's totals): a narrower, shaded column whose large
   * amounts show compact on wide screens, the exact amount on hover and to screen readers.
   */
  figure?: boolean;
}

/** A money cell: right-aligned tabular figures, negatives in the danger colour, "—" when unknown. */
export function MoneyCell({ cents, label, figure }: Props) {
  const money = useMoney();
  const className = [
    'project-money',
    cents !== null && cents < 0 && 'project-money--negative',
    figure && 'project-table__figure',
  ];
  const exact = cents === null ? '—' : money.format(cents);
  const compact = figure && cents !== null && Math.abs(cents) >= COMPACT_FROM;
  return (
    <td
      className={className.filter(Boolean).join(' ')}
      data-label={label}
      title={compact ? exact : undefined}
    >
      {compact ? (
        <CompactAmount block="project-money" exact={exact} compact={money.compact(cents)} />
      ) : (
        exact
      )}
    </td>
  );
}
