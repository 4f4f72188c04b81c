import type { FormEvent, ReactNode } from 'react';
import { webhookFields } from '../../../shared/webhooks';
import { FormFields, type FieldSpec } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { EventsPicker } from './events-picker';
import type { WebhookValues } from './webhook-events';

export const EMPTY_WEBHOOK: WebhookValues = { url: '', events: [] };
// "Events: choose at least one event": the shared rule's words follow the label.
const LABELS = { url: 'Payload URL', events: 'Events:' };
const URL_FIELD: FieldSpec<'url'>[] = [
  {
    name: 'url',
    label: LABELS.url,
    kind: 'url',
    hint: 'The address we send a POST to, with the event as JSON.',
  },
];

/** A webhook's form state, checked by the shared rules the server checks with. */
export const useWebhookForm = (initial: WebhookValues) =>
  useResourceForm({ initial, schema: webhookFields.shape.webhook, labels: LABELS });

interface Props {
  form: ReturnType<typeof useWebhookForm>;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  requireChange?: boolean;
  autoFocus?: boolean;
  extraActions?: ReactNode;
}

/** The address and the events, for Add webhook and a webhook's Edit card alike. */
export function WebhookForm({ form, ...props }: Props) {
  return (
    <KitForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel={props.submitLabel}
      requireChange={props.requireChange}
      extraActions={props.extraActions}
      className="webhook-form"
    >
      <FormFields
        fields={URL_FIELD}
        values={{ url: form.values.url }}
        errors={form.errors}
        onChange={(_, value) => form.setValue('url', value)}
        autoFocus={props.autoFocus}
      />
      <EventsPicker
        events={form.values.events}
        onChange={(events) => form.setValue('events', events)}
        error={form.errors.events}
      />
    </KitForm>
  );
}
