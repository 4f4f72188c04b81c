import { formatMoney, numberToCents } from '../../shared/money';

/** An amount as the API sends it, "1,234.50" with tabular figures; below zero in the danger colour. */
export function Money({ amount }: { amount: number }) {
  const cents = numberToCents(amount);
  return <span className={cents < 0 ? 'num kit-negative' : 'num'}>{formatMoney(cents)}</span>;
}
