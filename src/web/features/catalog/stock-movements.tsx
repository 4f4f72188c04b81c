import { useEffect, useState } from 'react';
import type { Movement, StockResource } from '../../../shared/stock';
import { Card } from '../../kit/card';
import { FeedList } from '../../kit/feed-list';
import { emptyFeed } from '../../store/cursor-feed';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadMovements, stockKey } from '../../store/stock-slice';
import { MovementLine } from './movement-line';
import './stock.css';

const NONE = emptyFeed<Movement>();

interface Props {
  resource: StockResource;
  id: number;
  /**
   * Changes when the record does (its ETag): the movements load again, so an adjustment, or a
   * quantity saved in the form, shows at the top.
   */
  refreshKey: string | null;
}

/** "Stock movements" on an item's or a sticker's screen: newest first, "Show more" for older. */
export function StockMovements({ resource, id, refreshKey }: Props) {
  const dispatch = useAppDispatch();
  const feed = useAppSelector((state) => state.stock.movements[stockKey(resource, id)]) ?? NONE;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const request = dispatch(loadMovements({ resource, id }));
    return () => request.abort();
  }, [dispatch, resource, id, refreshKey, attempt]);

  return (
    <Card title="Stock movements">
      <FeedList
        feed={feed}
        label="Stock movements"
        what="The stock movements"
        empty="No stock movements yet."
        keyOf={(movement) => movement.id}
        onRetry={() => setAttempt((n) => n + 1)}
        onMore={() => void dispatch(loadMovements({ resource, id, after: feed.next }))}
      >
        {(movement) => <MovementLine movement={movement} />}
      </FeedList>
    </Card>
  );
}
