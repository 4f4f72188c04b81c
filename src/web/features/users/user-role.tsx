import { roleFields } from '../../../shared/accounts';
import { Card } from '../../kit/card';
import { failedSave } from '../../kit/failure';
import { FormFields, type FieldSpec } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { setRole } from '../../store/accounts';
import { useAppDispatch } from '../../store/hooks';
import { ROLE_OPTIONS, type UserChangeProps } from './user-fields';

const FIELDS: FieldSpec<'role'>[] = [
  { name: 'role', label: 'Role', kind: 'select', options: ROLE_OPTIONS },
];

/** The role: ordinary, admin or superuser. The last enabled superuser stays one (a 409). */
export function UserRole({ user, version, onChange }: UserChangeProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const form = useResourceForm({
    initial: { role: user.role as string },
    schema: roleFields,
    labels: { role: 'Role' },
    version,
    fromRecord: (record) => ({ role: String(record.role) }),
    noun: 'account',
  });
  const save = form.handleSubmit(async ({ role }, { ifMatch }) => {
    const result = await dispatch(setRole({ id: user.id, role, ifMatch }));
    if (!setRole.fulfilled.match(result)) return failedSave(result);
    toast({ message: 'Role changed' });
    onChange();
    return { ok: true };
  });
  return (
    <Card title="Role">
      <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Change role" requireChange>
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
