import { useMoney } from '../../kit/use-money';
import type { FinancesSummary } from './finances-series';

export function FinancesTotals({ summary }: { summary: FinancesSummary }) {
  const { format } = useMoney();
  const money = (cents: number) => (
    <span className={cents < 0 ? 'num finances-negative' : 'num'}>{format(cents)}</span>
  );
  const { inCents, outCents, balanceCents, lowest } = summary;
  return (
    <>
      <dl className="finances-totals">
        <div>
          <dt>Funding in</dt>
          <dd>{money(inCents)}</dd>
        </div>
        <div>
          <dt>Costs out</dt>
          <dd>{money(outCents)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{money(balanceCents)}</dd>
        </div>
      </dl>
      {lowest ? (
        <p className="finances-note">
          The balance went below zero: lowest {money(lowest.balanceCents)} on{' '}
          <span>{lowest.date}</span>.
        </p>
      ) : null}
    </>
  );
}

/** What the marks mean. Hidden from screen readers: the chart's name and the figures say it. */
export function FinancesLegend({ negative }: { negative: boolean }) {
  const item = (kind: string, text: string) => (
    <li>
      <span className={`finances-key finances-key--${kind}`} />
      {text}
    </li>
  );
  return (
    <ul className="finances-legend" aria-hidden="true">
      {item('in', 'Funding in')}
      {item('out', 'Costs out')}
      {item('balance', 'Balance')}
      {negative ? item('negative', 'Balance below zero') : null}
    </ul>
  );
}
