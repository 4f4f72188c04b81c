import { numberToCents } from '../../shared/money';
import { useMoney } from './use-money';

/** An amount as the API sends it, "$1,234.50" with tabular figures; below zero in the danger colour. */
export function Money({ amount }: { amount: number }) {
  const money = useMoney();
  const cents = numberToCents(amount);
  return <span className={cents < 0 ? 'num kit-negative' : 'num'}>{money.format(cents)}</span>;
}
