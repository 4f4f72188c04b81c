import { useCallback, useEffect, useState } from 'react';
import type { TwoStepSetup as Setup, TwoStepStatus } from '../../../shared/two-step';
import { BusyButton } from '../../components/busy-button';
import { Card } from '../../kit/card';
import { InlineAlert } from '../../kit/inline-alert';
import { useAppDispatch } from '../../store/hooks';
import { checkSession } from '../../store/session-slice';
import { RecoveryCodes } from './recovery-codes';
import { TurnOffForm } from './turn-off-form';
import { twoStepApi } from './two-step-api';
import { TwoStepSetup } from './two-step-setup';
import './two-step.css';

type View =
  { kind: 'status' } | { kind: 'setup'; setup: Setup } | { kind: 'codes'; codes: string[] };

/**
 * My account's "Two-step sign-in" section, self-contained (its own calls and state): shows
 * whether it is on, sets it up (QR code, key, one code, recovery codes shown once) and turns it
 * off. Also the whole screen an admin sees while REQUIRE_TWO_STEP_FOR_ADMINS holds them to setup.
 */
export function TwoStepSection() {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<TwoStepStatus | null>(null);
  const [view, setView] = useState<View>({ kind: 'status' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    const result = await twoStepApi.status();
    if (result.ok) setStatus(result.data);
    else setError(result.error);
  }, []);
  useEffect(() => void load(), [load]);

  async function begin() {
    if (busy) return;
    setBusy(true);
    setError('');
    const result = await twoStepApi.beginSetup();
    setBusy(false);
    if (result.ok) setView({ kind: 'setup', setup: result.data });
    else setError(result.error);
  }

  async function enabled(codes: string[]) {
    setView({ kind: 'codes', codes });
    await load();
    // The session may have been held to this setup (REQUIRE_TWO_STEP_FOR_ADMINS): ask again.
    void dispatch(checkSession());
  }

  const backToStatus = () => setView({ kind: 'status' });
  let body;
  if (view.kind === 'setup')
    body = <TwoStepSetup setup={view.setup} onEnabled={enabled} onCancel={backToStatus} />;
  else if (view.kind === 'codes') body = <RecoveryCodes codes={view.codes} onDone={backToStatus} />;
  else if (!status) body = <p>Loading…</p>;
  else if (status.enabled)
    body = (
      <>
        <p className="two-step__state">
          Two-step sign-in is <strong>on</strong>. Recovery codes left: {status.recovery_codes_left}
          .
        </p>
        {status.required ? (
          <p>It is required for admins, so it cannot be turned off.</p>
        ) : (
          <TurnOffForm onOff={() => void load()} />
        )}
      </>
    );
  else
    body = (
      <>
        <p className="two-step__state">
          Two-step sign-in is <strong>off</strong>.{' '}
          {status.required
            ? 'It is required for admins: set it up to continue.'
            : 'Turn it on to ask for a code from an authenticator app after your password.'}
        </p>
        <BusyButton busy={busy} type="button" onClick={() => void begin()}>
          Set up two-step sign-in
        </BusyButton>
      </>
    );

  return (
    <div className="two-step">
      <Card title="Two-step sign-in">
        {body}
        <InlineAlert message={error} onDismiss={() => setError('')} />
      </Card>
    </div>
  );
}
