import { Link } from 'react-router';
import type { Overview } from '../../../shared/overview';
import { countOf } from '../../kit/count';

/** Each counted stock, by its list filtered to what is at or below its threshold. */
const STOCKS = [
  { key: 'inventory', one: 'item', other: 'items', to: '/dashboard/inventory?low_stock=true' },
  { key: 'stickers', one: 'sticker', other: 'stickers', to: '/dashboard/stickers?low_stock=true' },
] as const;

/**
 * Under the tiles: "3 items low on stock", each leading to its list showing just those. Only
 * what is low is named; with nothing low, nothing is shown.
 */
export function LowStock({ counts }: { counts: Overview['low_stock'] | undefined }) {
  const low = STOCKS.filter((stock) => (counts?.[stock.key] ?? 0) > 0);
  if (!counts || low.length === 0) return null;
  return (
    <ul className="overview__low" aria-label="Low on stock">
      {low.map((stock) => (
        <li key={stock.key}>
          <Link className="overview__low-link" to={stock.to}>
            {countOf(counts[stock.key], stock.one, stock.other)} low on stock
          </Link>
        </li>
      ))}
    </ul>
  );
}
