import { useCallback } from 'react';
import { BusyButton } from '../../components/busy-button';
import { Card } from '../../kit/card';
import { DeliveryItem } from './delivery-item';
import { LoadError, RowSkeletons } from './load-error';
import { useLoaded } from './use-loaded';
import { webhooksApi } from './webhooks-api';

/**
 * The webhook's 50 latest deliveries, newest first as the server sends them, each with its
 * attempts. Nothing reloads by itself: "Refresh" asks again (a test or a resend is sent a moment
 * later, by the outbox's sender).
 */
export function WebhookDeliveries({ id }: { id: number }) {
  const load = useCallback((signal: AbortSignal) => webhooksApi.deliveries(id, signal), [id]);
  const deliveries = useLoaded(load);
  const { data } = deliveries;
  return (
    <Card title="Deliveries">
      <div className="webhook-deliveries__bar">
        <p className="kit-field__hint">The 50 latest, newest first.</p>
        <BusyButton
          type="button"
          className="button button--quiet"
          busy={deliveries.loading && data !== null}
          onClick={deliveries.reload}
        >
          Refresh
        </BusyButton>
      </div>
      {deliveries.error ? (
        <LoadError what="The deliveries" error={deliveries.error} retry={deliveries.reload} />
      ) : !data ? (
        <RowSkeletons label="Loading deliveries" />
      ) : data.length === 0 ? (
        <div className="kit-empty">
          <p>No deliveries yet. Send a test to see one here.</p>
        </div>
      ) : (
        <ul
          className="kit-list__items kit-list__items--rows webhook-deliveries"
          aria-label="Deliveries"
          aria-busy={deliveries.loading}
        >
          {data.map((delivery) => (
            <li key={delivery.id}>
              <DeliveryItem webhookId={id} delivery={delivery} onResent={deliveries.reload} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
