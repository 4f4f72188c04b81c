import { Link } from 'react-router';
import type { StockUsed } from '../../../shared/stock';
import { Card } from '../../kit/card';
import { capitalized, nounOf, recordPath } from '../../lib/records';

const number = new Intl.NumberFormat('en');

/**
 * What was taken from stock for the project (movements "Used" on it), per item and sticker, each
 * linking to its screen, where its movements say when and by whom.
 */
export function StockUsedCard({ used }: { used: readonly StockUsed[] }) {
  return (
    <Card title="Stock used">
      {used.length === 0 ? (
        <p className="project-table__empty">No stock has been used on this project yet.</p>
      ) : (
        <table className="project-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col" className="project-table__num">
                Quantity
              </th>
            </tr>
          </thead>
          <tbody>
            {used.map((row) => {
              const to = recordPath(row.resource, row.id);
              return (
                <tr key={`${row.resource}-${row.id}`}>
                  <td className="project-stock__name">
                    {to ? <Link to={to}>{row.name}</Link> : row.name}
                  </td>
                  <td>{capitalized(nounOf(row.resource))}</td>
                  <td className="project-money">{number.format(row.quantity)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
