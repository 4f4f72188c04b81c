import { useState } from 'react';
import { emailChangeFields } from '../../../shared/mail';
import { Card } from '../../kit/card';
import { failedSave } from '../../kit/failure';
import { FormFields, type FieldSpec } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { changeMyEmail } from '../../store/accounts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import './account.css';

type Name = 'email_address' | 'current_password';
const FIELDS: FieldSpec<Name>[] = [
  { name: 'email_address', label: 'New email address', kind: 'email', autoComplete: 'email' },
  {
    name: 'current_password',
    label: 'Current password',
    kind: 'password',
    autoComplete: 'current-password',
  },
];
const LABELS = Object.fromEntries(FIELDS.map((f) => [f.name, f.label]));
const EMPTY: Record<Name, string> = { email_address: '', current_password: '' };

/**
 * A new email address, proven with the current password. Nothing changes yet: the server mails
 * a link to the new address, so the answer is shown where it stays (not a passing toast) until
 * the next try.
 */
export function EmailChange() {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.session.user?.email_address);
  const [sent, setSent] = useState('');
  const form = useResourceForm({ initial: EMPTY, schema: emailChangeFields, labels: LABELS });
  const save = form.handleSubmit(async (values) => {
    setSent('');
    const result = await dispatch(changeMyEmail(values));
    if (!changeMyEmail.fulfilled.match(result)) return failedSave(result);
    setSent(result.payload.message);
    // The password goes; the address stays, to compare with the mail that arrives.
    return { ok: true, values: { email_address: values.email_address, current_password: '' } };
  });
  return (
    <Card title="Email address">
      <p className="account-hint">
        {current ? (
          <>
            Mail for your account goes to <strong>{current}</strong>.{' '}
          </>
        ) : null}
        A new address takes effect once you follow the link we send to it.
      </p>
      <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Change email address">
        <FormFields
          fields={FIELDS}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
        />
      </KitForm>
      <p className="account-sent" role="status">
        {sent}
      </p>
    </Card>
  );
}
