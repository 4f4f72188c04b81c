import { useState } from 'react';
import type { Webhook } from '../../../shared/webhooks';
import { BusyButton } from '../../components/busy-button';
import { Card } from '../../kit/card';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { exactTime } from '../../lib/time-ago';
import { OnOffBadge } from './on-off-badge';
import { eventsSummary } from './webhook-events';
import { webhooksApi } from './webhooks-api';

interface Props {
  hook: Webhook;
  onChange: (hook: Webhook) => void;
}

/** What the webhook is, whether it is on (and why not), "Send test" and the switch. */
export function WebhookFacts({ hook, onChange }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState<'test' | 'switch' | null>(null);
  const [error, setError] = useState('');

  async function sendTest() {
    if (busy) return;
    setBusy('test');
    setError('');
    const result = await webhooksApi.test(hook.id);
    setBusy(null);
    if (!result.ok) return setError(`The test could not be sent: ${result.error}`);
    toast({ message: `${result.data.message} Refresh the deliveries to see how it went.` });
  }

  async function toggle() {
    if (busy) return;
    setBusy('switch');
    setError('');
    const { url, events } = hook;
    const result = await webhooksApi.update(hook.id, { url, events, active: !hook.active });
    setBusy(null);
    if (!result.ok) return setError(`The webhook could not be switched: ${result.error}`);
    onChange(result.data);
    toast({ message: result.data.active ? 'Webhook switched on' : 'Webhook switched off' });
  }

  return (
    <Card title="Webhook">
      <p className="webhook-url webhook-facts__url">{hook.url}</p>
      <dl className="webhook-facts">
        <dt>State</dt>
        <dd>
          <OnOffBadge active={hook.active} />
        </dd>
        <dt>Events</dt>
        <dd>{eventsSummary(hook.events)}</dd>
        <dt>Added</dt>
        <dd>
          {exactTime(hook.created_at)}
          {hook.created_by ? ` by ${hook.created_by}` : ''}
        </dd>
      </dl>
      {!hook.active && hook.disabled_reason ? (
        <p className="webhook-warning webhook-warning--box" role="note">
          {hook.disabled_reason}
        </p>
      ) : null}
      <div className="webhook-actions">
        <BusyButton
          type="button"
          className="button button--secondary"
          busy={busy === 'test'}
          onClick={() => void sendTest()}
        >
          Send test
        </BusyButton>
        <BusyButton
          type="button"
          className="button button--quiet"
          busy={busy === 'switch'}
          onClick={() => void toggle()}
        >
          {hook.active ? 'Switch off' : 'Switch on'}
        </BusyButton>
      </div>
      {hook.active ? null : (
        <p className="kit-field__hint">An Off webhook is sent nothing, not even a test.</p>
      )}
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </Card>
  );
}
