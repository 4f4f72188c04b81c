import { useState } from 'react';
import { Link } from 'react-router';
import type { Webhook } from '../../../shared/webhooks';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { SecretShownOnce } from './secret-shown-once';
import { EMPTY_WEBHOOK, WebhookForm, useWebhookForm } from './webhook-form';
import { eventsToSend, webhookPath, WEBHOOKS } from './webhook-events';
import { formFieldErrors, webhooksApi } from './webhooks-api';

/**
 * /dashboard/webhooks/new ("Add webhook"): the address and its events. Once added, the screen
 * shows the signing secret, which the server answers this once and never again.
 */
export function NewWebhook() {
  const [made, setMade] = useState<{ webhook: Webhook; secret: string } | null>(null);
  const form = useWebhookForm(EMPTY_WEBHOOK);

  const save = form.handleSubmit(async ({ url, events }) => {
    const result = await webhooksApi.create({ url, events: eventsToSend(events) });
    if (!result.ok)
      return { ok: false, message: result.error, fields: formFieldErrors(result.errors) };
    setMade(result.data);
    return { ok: true, values: EMPTY_WEBHOOK };
  });

  if (made) {
    return (
      <div className="kit-detail">
        <BackLink to={WEBHOOKS}>Webhooks</BackLink>
        <Card title="Webhook added">
          <p className="webhook-url">{made.webhook.url}</p>
          <SecretShownOnce secret={made.secret} />
          <div className="webhook-actions">
            <Link className="button" to={webhookPath(made.webhook.id)}>
              View webhook
            </Link>
            <Link className="button button--quiet" to={WEBHOOKS}>
              Done
            </Link>
          </div>
        </Card>
      </div>
    );
  }
  return (
    <div className="kit-detail">
      <BackLink to={WEBHOOKS}>Webhooks</BackLink>
      <Card title="Add webhook">
        <WebhookForm
          form={form}
          onSubmit={(e) => void save(e)}
          submitLabel="Add webhook"
          autoFocus
        />
      </Card>
    </div>
  );
}
