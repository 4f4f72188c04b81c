import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../store/hooks';
import { completeTwoStep } from '../store/session-slice';
import { BusyButton } from './busy-button';

/**
 * The login's second step, after a right password for an account with two-step sign-in on: the
 * six-digit code from the authenticator app, or one of the recovery codes. Shared by the login page
 * and the password reset page, whose new password may sign in an account with two-step sign-in on.
 */
export function TwoStepCodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const codeId = useId();
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError('');
    const result = await dispatch(completeTwoStep(code));
    setPending(false);
    if (completeTwoStep.fulfilled.match(result)) onSignedIn();
    else setError(result.payload ?? result.error.message ?? 'An unknown error occured');
  }

  return (
    <>
      <p className="auth__lead">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={codeId}>Code</label>
          <input
            id={codeId}
            ref={codeRef}
            className="input"
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <BusyButton busy={pending} className="button auth__submit">
          Verify
        </BusyButton>
      </form>
      <div role="alert" className="auth__error">
        {error ? <p className="alert alert--error">{error}</p> : null}
      </div>
    </>
  );
}
