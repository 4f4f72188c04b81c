import { useState } from 'react';
import { z } from 'zod';
import { newPassword, type UserAccount } from '../../../shared/accounts';
import { Card } from '../../kit/card';
import { failedSave } from '../../kit/failure';
import { FormFields, type FieldSpec } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { resetPassword } from '../../store/accounts';
import { useAppDispatch } from '../../store/hooks';
import { ShownOnce } from './shown-once';

const FIELDS: FieldSpec<'password'>[] = [
  { name: 'password', label: 'New password', kind: 'password', autoComplete: 'new-password' },
];
const schema = z.object({ password: z.union([z.literal(''), newPassword()]) });

/** A superuser's reset: a password typed, or one generated and shown once. Sessions end. */
export function UserPassword({ user, onReset }: { user: UserAccount; onReset?: () => void }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [generated, setGenerated] = useState('');
  const form = useResourceForm({
    initial: { password: '' },
    schema,
    labels: { password: 'New password' },
  });
  const save = form.handleSubmit(async ({ password }) => {
    setGenerated('');
    const result = await dispatch(resetPassword({ id: user.id, password }));
    if (!resetPassword.fulfilled.match(result)) return failedSave(result);
    setGenerated(result.payload.password ?? '');
    onReset?.();
    toast({ message: `Password reset. Every session of ${user.username} has ended.` });
    return { ok: true, values: { password: '' } };
  });
  return (
    <Card title="Reset password">
      <p className="users-hint">
        Leave it empty to have one generated. Resetting signs {user.username} out everywhere.
      </p>
      <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Reset password">
        <FormFields
          fields={FIELDS}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
        />
      </KitForm>
      {generated ? <ShownOnce username={user.username} password={generated} /> : null}
    </Card>
  );
}
