import { confirmTwoStepSchema, type TwoStepSetup as Setup } from '../../../shared/two-step';
import { FormFields, type FieldSpec } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { twoStepApi } from './two-step-api';

type Name = 'code' | 'current_password';
const FIELDS: FieldSpec<Name>[] = [
  {
    name: 'code',
    label: 'Code from your app',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
  },
  {
    name: 'current_password',
    label: 'Current password',
    kind: 'password',
    autoComplete: 'current-password',
  },
];
const LABELS = Object.fromEntries(FIELDS.map((f) => [f.name, f.label]));
const EMPTY: Record<Name, string> = { code: '', current_password: '' };

/**
 * Setup: the QR code and the secret as text, then one code to prove the app has it and the
 * current password to prove it is the account's owner. Turning it on ends the other sessions.
 */
export function TwoStepSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useResourceForm({ initial: EMPTY, schema: confirmTwoStepSchema, labels: LABELS });
  const save = form.handleSubmit(async (values) => {
    const result = await twoStepApi.confirm(values);
    if (!result.ok) return { ok: false, message: result.error, fields: result.errors };
    onEnabled(result.data.recovery_codes);
    return { ok: true, values: EMPTY };
  });

  return (
    <div className="two-step__setup">
      <ol className="two-step__steps">
        <li>
          Scan this QR code with your authenticator app.
          <img
            className="two-step__qr"
            src={setup.qr_data_url}
            width={200}
            height={200}
            alt="QR code for your authenticator app"
          />
        </li>
        <li>
          Or enter this key by hand: <code className="two-step__secret">{setup.secret}</code>
        </li>
        <li>
          Type the 6-digit code the app shows, and your current password. Turning it on signs you
          out on every other device.
        </li>
      </ol>
      <KitForm
        form={form}
        onSubmit={(e) => void save(e)}
        submitLabel="Turn on"
        extraActions={
          <button type="button" className="button button--quiet" onClick={onCancel}>
            Cancel
          </button>
        }
      >
        <FormFields
          fields={FIELDS}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
        />
      </KitForm>
    </div>
  );
}
