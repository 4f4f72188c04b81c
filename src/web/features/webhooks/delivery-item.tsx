import { useState } from 'react';
import type { Delivery } from '../../../shared/webhooks';
import { BusyButton } from '../../components/busy-button';
import { countOf } from '../../kit/count';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { exactTime, timeAgo } from '../../lib/time-ago';
import { webhooksApi } from './webhooks-api';

const BADGES = { waiting: 'Waiting', sent: 'Sent', failed: 'Failed' } as const;

interface Props {
  webhookId: number;
  delivery: Delivery;
  onResent: () => void;
}

/**
 * One delivery: its event, when, its state, and each attempt's status, time and the first KB
 * of the answer. The answer is whatever the other server said: React renders it as text.
 */
export function DeliveryItem({ webhookId, delivery, onResent }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function resend() {
    if (busy) return;
    setBusy(true);
    setError('');
    const result = await webhooksApi.resend(webhookId, delivery.id);
    setBusy(false);
    if (!result.ok) return setError(`The delivery could not be sent again: ${result.error}`);
    toast({ message: result.data.message });
    onResent();
  }

  const next = delivery.state === 'waiting' && delivery.next_attempt_at;
  return (
    <article
      className="webhook-delivery"
      aria-label={`${delivery.event}, ${BADGES[delivery.state]}`}
    >
      <div className="webhook-delivery__head">
        <div className="kit-row__main">
          <span className="webhook-delivery__event">{delivery.event}</span>
          <span className="kit-row__meta">
            <time dateTime={delivery.created_at} title={exactTime(delivery.created_at)}>
              {timeAgo(delivery.created_at)}
            </time>
            {' · '}
            {countOf(delivery.attempts.length, 'attempt')}
            {next ? `, next ${exactTime(next)}` : ''}
          </span>
        </div>
        <div className="kit-row__facts">
          <span className={`kit-badge webhook-badge--${delivery.state}`}>
            {BADGES[delivery.state]}
          </span>
        </div>
      </div>
      {delivery.attempts.length > 0 ? (
        <ol className="webhook-attempts" aria-label="Attempts">
          {delivery.attempts.map((attempt, i) => (
            <li key={`${i}-${attempt.at}`} className="webhook-attempt">
              <p className="webhook-attempt__line">
                <span className={attemptClass(attempt.status_code)}>
                  {attempt.status_code === null ? 'No answer' : `HTTP ${attempt.status_code}`}
                </span>
                {' · '}
                {attempt.duration_ms} ms ·{' '}
                <time dateTime={attempt.at}>{exactTime(attempt.at)}</time>
              </p>
              {attempt.response ? (
                <pre className="webhook-attempt__response">{attempt.response}</pre>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {delivery.state === 'failed' ? (
        <div className="webhook-actions">
          <BusyButton
            type="button"
            className="button button--secondary"
            busy={busy}
            onClick={() => void resend()}
          >
            Resend <span className="sr-only">the {delivery.event} delivery</span>
          </BusyButton>
        </div>
      ) : null}
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </article>
  );
}

/** A 2xx is the receiver's yes; anything else, or no answer at all, is a failure. */
const attemptClass = (status: number | null) =>
  status !== null && status >= 200 && status < 300
    ? 'webhook-attempt__status'
    : 'webhook-attempt__status webhook-attempt__status--failed';
