import { useEffect, useState } from 'react';
import {
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
  notificationChoicesSchema,
  type NotificationChoices,
  type NotificationChoicesAnswer,
} from '../../../shared/notifications';
import { Card } from '../../kit/card';
import { InlineAlert } from '../../kit/inline-alert';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { useAppSelector } from '../../store/hooks';
import { choicesApi } from './choices-api';
import './notifications.css';

const LABELS = { email: 'Email', low_stock: 'Low stock' };

/**
 * My account's "Notifications" (staff; nobody else is sent any): which notifications also come
 * by email, none until chosen, and whether an admin hears of low stock at all.
 */
export function NotificationChoicesSection() {
  const staff = useAppSelector(
    ({ session }) => (session.admin || session.superuser) && !session.twoStepSetupRequired,
  );
  return staff ? <LoadedChoices /> : null;
}

function LoadedChoices() {
  const [loaded, setLoaded] = useState<NotificationChoicesAnswer | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setError('');
    void choicesApi.get(abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      if (result.ok) setLoaded(result.data);
      else setError(result.error);
    });
    return () => abort.abort();
  }, [attempt]);

  return (
    <Card title="Notifications">
      {loaded ? (
        <ChoicesForm loaded={loaded} />
      ) : error ? (
        <>
          <InlineAlert message={`The notification choices could not be read: ${error}`} />
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </>
      ) : (
        <p className="account-hint">Loading…</p>
      )}
    </Card>
  );
}

function ChoicesForm({ loaded }: { loaded: NotificationChoicesAnswer }) {
  const toast = useToast();
  const initial: NotificationChoices = { email: loaded.email, low_stock: loaded.low_stock };
  const form = useResourceForm({ initial, schema: notificationChoicesSchema, labels: LABELS });
  const { email, low_stock } = form.values;
  const toggle = (type: string, on: boolean) =>
    form.setValue(
      'email',
      NOTIFICATION_TYPES.filter((t) => (t === type ? on : email.includes(t))),
    );
  const save = form.handleSubmit(async (values) => {
    const result = await choicesApi.save(values);
    if (!result.ok) return { ok: false, message: result.error, fields: result.errors };
    toast({ message: 'Notification choices saved' });
    const { mail_configured: _, ...saved } = result.data;
    return { ok: true, values: saved };
  });
  return (
    <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Save changes" requireChange>
      <label className="choices__low-stock">
        <input
          type="checkbox"
          checked={low_stock}
          onChange={(e) => form.setValue('low_stock', e.target.checked)}
        />
        Tell me when an item or sticker runs low on stock
      </label>
      <fieldset className="choices__email">
        <legend>Also send me an email when</legend>
        {loaded.mail_configured ? null : (
          <p className="account-hint">
            This server does not send mail yet: until it does, notifications come only to the bell.
            What you choose here applies from then on.
          </p>
        )}
        {NOTIFICATION_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={email.includes(type)}
              disabled={type === 'low_stock' && !low_stock}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            {NOTIFICATION_TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
    </KitForm>
  );
}
