import { passwordChangeFields } from '../../../shared/accounts';
import { Card } from '../../kit/card';
import { failedSave } from '../../kit/failure';
import { FormFields, type FieldSpec } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { changeMyPassword } from '../../store/accounts';
import { useAppDispatch } from '../../store/hooks';

type Name = 'current_password' | 'new_password';
const FIELDS: FieldSpec<Name>[] = [
  {
    name: 'current_password',
    label: 'Current password',
    kind: 'password',
    autoComplete: 'current-password',
  },
  { name: 'new_password', label: 'New password', kind: 'password', autoComplete: 'new-password' },
];
const LABELS = Object.fromEntries(FIELDS.map((f) => [f.name, f.label]));
const EMPTY: Record<Name, string> = { current_password: '', new_password: '' };

/** Change your password with the current one; your other sessions end, this one stays. */
export function PasswordChange() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const form = useResourceForm({ initial: EMPTY, schema: passwordChangeFields, labels: LABELS });
  const save = form.handleSubmit(async (values) => {
    const result = await dispatch(changeMyPassword(values));
    if (!changeMyPassword.fulfilled.match(result)) return failedSave(result);
    toast({ message: result.payload.message });
    return { ok: true, values: EMPTY };
  });
  return (
    <Card title="Change password">
      <p className="account-hint">
        At least 8 characters. Changing it signs you out on every other device.
      </p>
      <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Change password">
        <FormFields
          fields={FIELDS}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
        />
      </KitForm>
    </Card>
  );
}
