import { useId, useState } from 'react';
import { useMoney } from '../../kit/use-money';
import type { FinancesPoint } from './finances-series';

/** The chart's figures as a table, on demand: the exact amounts, for screen readers and anyone. */
export function FinancesFigures({ points }: { points: FinancesPoint[] }) {
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="finances-figures">
      <button
        type="button"
        className="button button--quiet"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the figures' : 'Show the figures'}
      </button>
      <div id={id} className="finances-figures__scroll" hidden={!open}>
        <table className="finances-table">
          <caption className="sr-only">Money by date, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Funding in</th>
              <th scope="col">Costs out</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{p.date}</th>
                <td>{money.format(p.inCents)}</td>
                <td>{money.format(p.outCents)}</td>
                <td className={p.balanceCents < 0 ? 'finances-negative' : undefined}>
                  {money.format(p.balanceCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
