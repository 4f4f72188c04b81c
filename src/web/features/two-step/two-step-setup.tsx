import { useState, type FormEvent } from 'react';
import type { TwoStepSetup as Setup } from '../../../shared/two-step';
import { BusyButton } from '../../components/busy-button';
import { InlineAlert } from '../../kit/inline-alert';
import { useBusyAction } from '../../kit/use-busy-action';
import { twoStepApi } from './two-step-api';

/** Setup: the QR code and the secret as text, then one code to prove the app has it. */
export function TwoStepSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const { busy, error, run } = useBusyAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const result = await twoStepApi.confirm(code);
      if (result.ok) return void onEnabled(result.data.recovery_codes);
      return result.errors?.code?.[0] ? `Code ${result.errors.code[0]}` : result.error;
    });
  }

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
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="two-step-confirm-code">Code from your app</label>
          <input
            id="two-step-confirm-code"
            className="input two-step__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <InlineAlert message={error} />
        <div className="two-step__actions">
          <BusyButton busy={busy}>Turn on</BusyButton>
          <button type="button" className="button button--quiet" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
