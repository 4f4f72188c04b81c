import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Webhook } from '../../../shared/webhooks';
import { BackLink } from '../../kit/back-link';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { LoadError } from './load-error';
import { useLoaded } from './use-loaded';
import { WEBHOOKS } from './webhook-events';
import { WebhookDelete } from './webhook-delete';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEdit } from './webhook-edit';
import { WebhookFacts } from './webhook-facts';
import { webhooksApi } from './webhooks-api';

/**
 * /dashboard/webhooks/{id}: the webhook, Send test and On/Off; its address and events to edit;
 * its latest deliveries with their attempts; Delete. An id that is none, or a webhook gone,
 * goes back to the list.
 */
export function WebhookDetail() {
  const navigate = useNavigate();
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : 0;
  const load = useCallback((signal: AbortSignal) => webhooksApi.show(id, signal), [id]);
  const hook = useLoaded(load);
  const gone = id < 1 || hook.status === 404;

  useEffect(() => {
    if (gone) void navigate(WEBHOOKS, { replace: true });
  }, [gone, navigate]);

  if (hook.error && !gone)
    return (
      <div className="kit-detail">
        <BackLink to={WEBHOOKS}>Webhooks</BackLink>
        <LoadError what="The webhook" error={hook.error} retry={hook.reload} />
      </div>
    );
  const data = hook.data?.id === id ? hook.data : null;
  if (!data) return <DetailSkeleton noun="webhook" />;
  const changed = (next: Webhook) => hook.set(next);
  return (
    <div className="kit-detail webhook-detail">
      <BackLink to={WEBHOOKS}>Webhooks</BackLink>
      <WebhookFacts hook={data} onChange={changed} />
      <WebhookEdit key={`${data.url} ${data.events.join()}`} hook={data} onChange={changed} />
      <WebhookDeliveries id={data.id} />
      <WebhookDelete hook={data} />
    </div>
  );
}
