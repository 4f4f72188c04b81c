import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Webhook } from '../../../shared/webhooks';
import { BusyButton } from '../../components/busy-button';
import { useConfirm } from '../../kit/confirm-dialog';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { WEBHOOKS } from './webhook-events';
import { webhooksApi } from './webhooks-api';

/**
 * Delete, last, in the danger colours. Not the kit's DangerZone: a webhook goes for good with its
 * deliveries (there is no trash for it), which the card and the question say.
 */
export function WebhookDelete({ hook }: { hook: Webhook }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  async function run() {
    if (pending) return;
    const sure = await confirm({
      title: 'Delete this webhook?',
      message: `Nothing more is sent to ${hook.url}, and its deliveries are deleted too. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!sure) return;
    setPending(true);
    setError('');
    const result = await webhooksApi.remove(hook.id);
    setPending(false);
    if (!result.ok) return setError(`The webhook could not be deleted: ${result.error}`);
    toast({ message: 'Webhook deleted' });
    void navigate(WEBHOOKS, { replace: true });
  }

  return (
    <section className="kit-card kit-danger" aria-labelledby={`delete-webhook-${hook.id}`}>
      <h2 id={`delete-webhook-${hook.id}`} className="kit-card__title">
        Delete this webhook
      </h2>
      <p>It is deleted for good, with its deliveries.</p>
      <BusyButton
        type="button"
        className="button button--danger"
        busy={pending}
        onClick={() => void run()}
      >
        Delete this webhook
      </BusyButton>
      <InlineAlert message={error} onDismiss={() => setError('')} />
      {dialog}
    </section>
  );
}
