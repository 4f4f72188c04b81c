import type { Webhook } from '../../../shared/webhooks';
import { Card } from '../../kit/card';
import { useToast } from '../../kit/toast';
import { eventsToSend } from './webhook-events';
import { WebhookForm, useWebhookForm } from './webhook-form';
import { formFieldErrors, webhooksApi } from './webhooks-api';

interface Props {
  hook: Webhook;
  onChange: (hook: Webhook) => void;
}

/** The address and events to change; On/Off stays as it is (the switch above does that). */
export function WebhookEdit({ hook, onChange }: Props) {
  const toast = useToast();
  const form = useWebhookForm({ url: hook.url, events: [...hook.events] });

  const save = form.handleSubmit(async ({ url, events }) => {
    const sent = eventsToSend(events);
    const result = await webhooksApi.update(hook.id, { url, events: sent });
    if (!result.ok)
      return { ok: false, message: result.error, fields: formFieldErrors(result.errors) };
    toast({ message: 'Webhook saved' });
    onChange(result.data);
    return { ok: true, values: { url: result.data.url, events: [...result.data.events] } };
  });

  return (
    <Card title="Address and events">
      <WebhookForm
        form={form}
        onSubmit={(e) => void save(e)}
        submitLabel="Save changes"
        requireChange
      />
    </Card>
  );
}
